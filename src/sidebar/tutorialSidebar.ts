/**
 * The manual's sidebar, shared by the develop tree and the latest tree. Pages that exist only
 * in the develop tree are listed in DEVELOP_ONLY_DOCS and left out of the latest tree's copy.
 */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

import developOnlyDocs from './developOnlyDocs.json';

/** Release-notes pages, newest first. */
const RELEASES = [
  '1.19.0',
  '1.18.0',
  '1.17.0',
  '1.16.1',
  '1.16.0',
  '1.15.0',
  '1.14.0',
  '1.13.1',
  '1.13.0',
  '1.12.0',
  '1.11.0',
  '1.10.0',
  '1.9.0',
  '1.8.0',
  '1.7.0',
  '1.6.0',
  '1.5.0',
  '1.4.0',
  '1.3.0',
  '1.2.0',
] as const;

/**
 * Doc ids that exist only in the develop tree (docs/). A version cut empties the list: those
 * pages then belong to the new release.
 */
export const DEVELOP_ONLY_DOCS: readonly string[] = developOnlyDocs;

/** One sidebar item as the docs plugin accepts it. */
type Item = Extract<SidebarsConfig[string], unknown[]>[number];

function category(label: string, indexDoc: string | undefined, items: Item[]): Item {
  return {
    type: 'category',
    label,
    ...(indexDoc ? {link: {type: 'doc', id: indexDoc}} : {}),
    items,
  };
}

export function buildTutorialSidebar({isDevelop}: {isDevelop: boolean}): Item[] {
  const sidebar: Item[] = [
    {type: 'doc', id: 'getting_started', label: 'Getting Started'},
    category('Installation', 'install/index', [
      'install/system_requirements',
      'install/single_server_install',
      category('Multi-server installation', 'install/multi_server_install/index', [
        'install/multi_server_install/multi_architecture_roles',
        'install/multi_server_install/multi_installation_steps',
        'install/multi_server_install/multi_installation_proxy',
      ]),
      'install/kubernetes',
      'install/support',
      'install/uninstall',
    ]),
    category('Upgrade', 'upgrade/index', [
      'upgrade/single_server_upgrade',
      'upgrade/multi_server_upgrade',
      'upgrade/config_locations_warning',
    ]),
    category('Administration guide', undefined, adminGuide()),
    category(
      'Release notes',
      'release_notes/index',
      RELEASES.map((release) => `release_notes/${release}`),
    ),
  ];
  return isDevelop ? sidebar : withoutDocs(sidebar, DEVELOP_ONLY_DOCS);
}

/** The admin guide in the spec's order; a group of pages opens on its overview page. */
function adminGuide(): Item[] {
  const guide = (...ids: string[]) => ids.map((id) => `guide/${id}`);
  const group = (label: string, folder: string, pages: string[]) =>
    category(label, `guide/${folder}/index`, guide(...pages.map((page) => `${folder}/${page}`)));
  return [
    ...guide('banners', 'browser_isolation', 'casting'),
    group('Compute', 'compute', [
      'agent_settings',
      'dns_providers',
      'pools',
      'servers',
      'vm_providers',
    ]),
    ...guide(
      'connection_proxies',
      'custom_images',
      'database',
      'deployment_zones',
      'egress',
      'file_mappings',
      'gamepad_passthrough',
    ),
    group('Groups', 'groups', [
      'common_permissions',
      'group_permissions',
      'group_properties',
      'group_settings',
    ]),
    ...guide('healthcheck'),
    group('Import and export', 'import_export', [
      'export_configuration',
      'export_schema',
      'import_configuration',
      'schema_versioning',
      'slipstream_install',
    ]),
    ...guide('kasm_performance', 'launch_config'),
    group('Persistent data', 'persistent_data', [
      'dropbox',
      'host_guides',
      'persistent_profiles',
      'storage_mappings',
      'volume_mapping',
    ]),
    ...guide(
      'plugins',
      'pwa',
      'reporting',
      'session_recording',
      'session_sharing',
      'sessions',
      'sessions_history',
      'settings',
      'staging',
    ),
    group('Storage providers', 'storage_providers', [
      'custom',
      'gdrive',
      'nextcloud',
      'onedrive',
      'rclone',
      's3',
    ]),
    ...guide(
      'system_architecture',
      'user_server_assignment',
      'users',
      'web_filtering',
      'webcam_passthrough',
      'workspace_registry',
      'workspaces',
    ),
  ];
}

function withoutDocs(items: Item[], ids: readonly string[]): Item[] {
  return items.flatMap((item): Item[] => {
    if (typeof item === 'string') return ids.includes(item) ? [] : [item];
    if (item.type === 'doc' && ids.includes(item.id)) return [];
    if (item.type === 'category') return [{...item, items: withoutDocs(item.items as Item[], ids)}];
    return [item];
  });
}
