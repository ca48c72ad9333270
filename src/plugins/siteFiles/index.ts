/**
 * Plugin: writes the site's well-known files into the build from the site config and its option
 * (config/product.ts), so the site's address is typed once:
 * - /robots.txt: every page may be crawled; names the sitemap;
 * - /.well-known/security.txt (RFC 9116): where to report a security problem with the site,
 *   valid for a year from the build.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';

import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';

import {validateOptionsWith} from '../validateOptions';

type SiteFilesOptions = {
  /** Where security problems with the site are reported (security.txt's Contact). */
  securityContactUrl: string;
};

/** RFC 9116 asks for an expiry under a year ahead; a build older than that needs a new one. */
const SECURITY_TXT_DAYS = 364;

function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}

function securityTxt(siteUrl: string, contactUrl: string, now: Date): string {
  const expires = new Date(now.getTime() + SECURITY_TXT_DAYS * 24 * 3600 * 1000);
  return [
    `Contact: ${contactUrl}`,
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
    'Preferred-Languages: en',
    `Canonical: ${siteUrl}/.well-known/security.txt`,
    '',
  ].join('\n');
}

function siteFilesPlugin(_context: LoadContext, options: unknown): Plugin {
  const {securityContactUrl} = options as SiteFilesOptions;
  return {
    name: 'site-files',
    async postBuild({siteConfig, outDir}) {
      const siteUrl = siteConfig.url.replace(/\/$/, '');
      await mkdir(path.join(outDir, '.well-known'), {recursive: true});
      await Promise.all([
        writeFile(path.join(outDir, 'robots.txt'), robotsTxt(siteUrl)),
        writeFile(
          path.join(outDir, '.well-known/security.txt'),
          securityTxt(siteUrl, securityContactUrl, new Date()),
        ),
      ]);
    },
  };
}

const optionsSchema = Joi.object<SiteFilesOptions>({
  securityContactUrl: Joi.string()
    .uri({scheme: ['https', 'mailto']})
    .required(),
});

siteFilesPlugin.validateOptions = validateOptionsWith(optionsSchema);

export default siteFilesPlugin satisfies PluginModule;
