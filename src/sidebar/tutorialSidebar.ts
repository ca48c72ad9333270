/**
 * The manual's sidebar, shared by the develop tree and the latest tree. The latest tree's copy
 * leaves out the develop pages that its tree does not have (inLatestTree).
 */
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';

import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

import {LATEST_VERSION} from '../../config/versions';
import {compareVersions} from '../plugins/releaseNotes/parseNotes';

/**
 * Release-notes pages, newest first: one per `release_notes/<x.y.z>.md` of the develop tree, which
 * holds every release's notes (the latest tree has them all but the coming release's, which
 * its sidebar leaves out). A new release's notes page joins the sidebar by existing.
 */
const RELEASES = readdirSync(path.join(__dirname, '../../docs/release_notes'))
  .map((file) => /^(\d+\.\d+\.\d+)\.mdx?$/.exec(file)?.[1])
  .filter((release): release is string => release !== undefined)
  .sort((a, b) => compareVersions(b, a));

const LATEST_TREE = path.join(__dirname, '../../versioned_docs', `version-${LATEST_VERSION}`);

/**
 * Whether the latest release's tree has the page. A page of the develop tree that it lacks is
 * new in the coming release; after a version cut the new latest tree has every page.
 */
export function inLatestTree(id: string): boolean {
  return ['.md', '.mdx'].some((extension) => existsSync(path.join(LATEST_TREE, id + extension)));
}

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
      'upgrade/planner',
    ]),
    category('Administration guide', undefined, adminGuide()),
    category('Security', 'security/index', [
      'security/architecture',
      'security/data_loss_prevention',
      'security/docker',
      'security/hbss',
      'security/operating_system',
      'security/postgres',
      'security/reverse_proxy',
      'security/workspaces',
    ]),
    category('User guide', 'user_guide/index', [
      'user_guide/control_panel',
      'user_guide/launcher',
      'user_guide/peripheral_support',
      'user_guide/profile',
      'user_guide/pwa',
      'user_guide/translations',
      category(
        'Cloud storage',
        undefined,
        ['dropbox', 'gdrive', 'nextcloud', 'onedrive', 's3'].map(
          (page) => `user_guide/storage_providers/${page}`,
        ),
      ),
    ]),
    category('How-to articles', undefined, howTo()),
    category('Developers', undefined, ['developers/builds', 'developers/developer_api']),
    category('Reference', undefined, [
      'FAQ',
      'glossary',
      'license',
      'kasmgpt',
      category('Experimental features', 'experimental_features/index', [
        'experimental_features/feature_index',
      ]),
      'valid_locales',
      'valid_timezones',
    ]),
    category(
      'Release notes',
      'release_notes/index',
      RELEASES.map((release) => `release_notes/${release}`),
    ),
  ];
  return isDevelop ? sidebar : withoutDocs(sidebar, (id) => !inLatestTree(id));
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
    group('LDAP', 'ldap', ['active_directory', 'jumpcloud']),
    ...guide('login'),
    group('OpenID Connect', 'oidc', [
      'auth0',
      'github',
      'google',
      'keycloak',
      'microsoft',
      'microsoft_internal',
    ]),
    group('Persistent data', 'persistent_data', [
      'dropbox',
      'host_guides',
      'persistent_profiles',
      'storage_mappings',
      'volume_mapping',
    ]),
    ...guide('plugins', 'pwa', 'reporting'),
    category(
      'SAML',
      'guide/saml_authentication',
      guide(
        ...[
          'adfs',
          'azure',
          'gsuite',
          'keycloak',
          'okta',
          'onelogin',
          'pingone',
          'requestedAuthnContext',
          'workspaceone',
        ].map((page) => `saml/${page}`),
      ),
    ),
    ...guide(
      'session_recording',
      'session_sharing',
      'sessions',
      'sessions_history',
      'settings',
      'smartcard_native_client',
      'smartcard_passthrough',
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
    ...guide('system_architecture'),
    group('Troubleshooting', 'troubleshooting', [
      'advanced_connection_troubleshooting',
      'general_server_issues',
      'gpu_issues',
      'no_resources_available',
      'reverse_proxies',
      'server_tokens',
      'sigtrap',
      'workspace_issues',
    ]),
    ...guide(
      'two_factor',
      'user_server_assignment',
      'users',
      'web_filtering',
      'webcam_passthrough',
    ),
    category('Windows', 'guide/windows/overview', [
      ...guide(
        'windows/authentication',
        'windows/auto_open_rdp_file',
        'windows/auto_scaled_servers',
        'windows/enrollment_tokens',
      ),
      category(
        'Cloud providers',
        undefined,
        guide('windows/providers/aws', 'windows/providers/azure'),
      ),
      ...guide('windows/rds', 'windows/static_servers', 'windows/windows_service'),
    ]),
    ...guide('workspace_registry', 'workspaces'),
  ];
}

/** The how-to articles in the spec's order. */
function howTo(): Item[] {
  const page = (...ids: string[]) => ids.map((id) => `how-to/${id}`);
  const providers = ['digitalocean', 'gcp', 'harvester', 'nutanix', 'oci', 'proxmox', 'vmware'];
  return [
    ...page('admin_account_recovery', 'autoscale_sheduling'),
    category('Autoscaling', 'how-to/autoscale/index', [
      category(
        'Autoscale providers',
        'how-to/autoscale/autoscale_providers/providers_index',
        page(...providers.map((provider) => `autoscale/autoscale_providers/${provider}`)),
      ),
      category(
        'Autoscale configurations',
        undefined,
        page(
          'autoscale/infrastructure_components/autoscale_config_docker_agent',
          'autoscale/infrastructure_components/autoscale_config_server',
        ),
      ),
    ]),
    ...page(
      'backup_warning',
      'branding',
      'bridged_network_source_nat',
      'building_images',
      'certificates',
      'chrome_managed_policies',
      'cisco_umbrella',
      'client_debugging',
      'cloudflare_tunnels',
      'custom_chrome_extensions',
      'custom_dns_servers',
      'custom_root_certificate',
      'customizing_workspaces',
      'deploy_pwa_gpo',
      'direct_rdp_login',
      'direct_to_agent',
      'docker_in_kasm',
      'embed_kasm_in_iframe',
      'external_proxy',
      'fixed_infrastructure',
      'GCP_database',
      'gpu',
      'image_maintenance',
      'ime',
      'infrastructure_components/pools',
      'ipvlan',
      'kasm_extension',
      'kasmvnc_dlp_policies',
      'lossless',
      'macos_servers',
      'manual_intel_amd',
      'organizr',
      'other_operating_systems',
      'port_change',
      'preload_images_on_agents',
      'protected_web_apps',
      'remote_database',
      'restrict_to_docker_network',
      'reverse_proxy',
      'running_as_root',
      'sizing_operations',
      'sysbox_runtime',
      'systemd_service',
      'Tailscale',
      'vpn_container',
      'vpn_inside_container',
      'vpn_sidecar',
      'web_app_gateway',
      'windows_autoscale_templates',
      'windows_remote_apps',
      'windows_service',
    ),
  ];
}

function withoutDocs(items: Item[], leaveOut: (id: string) => boolean): Item[] {
  return items.flatMap((item): Item[] => {
    if (typeof item === 'string') return leaveOut(item) ? [] : [item];
    if (item.type === 'doc' && leaveOut(item.id)) return [];
    if (item.type === 'category') {
      return [{...item, items: withoutDocs(item.items as Item[], leaveOut)}];
    }
    return [item];
  });
}
