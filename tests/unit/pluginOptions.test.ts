/**
 * The local plugins that take options check them the way Docusaurus does before a build: each
 * plugin's validateOptions with the normalizer Docusaurus passes it. A mistake in config/ then
 * stops the build with a message naming the option, instead of a broken page.
 */
import type {PluginModule} from '@docusaurus/types';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {describe, expect, it} from 'vitest';

import {codeHighlighting} from '../../config/prism';
import {assistant, product} from '../../config/product';
import {pwaOptions} from '../../config/pwa';
import {searchOptions} from '../../config/search';
import assistantPlugin from '../../src/plugins/assistant';
import {BuildStep} from '../../src/plugins/buildStep';
import codeHighlightingPlugin from '../../src/plugins/codeHighlighting';
import {codeHighlightingOptions} from '../../src/plugins/codeHighlighting/options';
import pwaPlugin from '../../src/plugins/pwa';
import searchPlugin from '../../src/plugins/search';
import siteFilesPlugin from '../../src/plugins/siteFiles';

function validate(plugin: PluginModule, options: object): Record<string, unknown> {
  return plugin.validateOptions!({validate: normalizePluginOptions, options}) as Record<
    string,
    unknown
  >;
}

describe('plugin options', () => {
  it('accept what docusaurus.config.ts gives', () => {
    const step = new BuildStep('search indexes split');
    expect(validate(assistantPlugin, {name: assistant.name, embedUrl: assistant.embedUrl})).toEqual(
      {id: 'default', name: 'KasmGPT', embedUrl: assistant.embedUrl},
    );
    expect(
      validate(siteFilesPlugin, {securityContactUrl: product.securityContactUrl}),
    ).toMatchObject({securityContactUrl: product.securityContactUrl});
    const highlighting = codeHighlightingOptions(codeHighlighting);
    expect(validate(codeHighlightingPlugin, highlighting)).toMatchObject({
      additionalLanguages: highlighting.additionalLanguages,
    });
    // The packages' own schemas still fill in their defaults; the build step passes through.
    const search = validate(searchPlugin, {...searchOptions, indexesSplit: step});
    expect(search.indexesSplit).toBe(step);
    expect(search).toHaveProperty('searchBarShortcut');
    const pwa = validate(pwaPlugin, {...pwaOptions, waitFor: [step]});
    expect(pwa.waitFor).toEqual([step]);
    expect(pwa).toHaveProperty('swRegister');
  });

  it('refuse a mistake with a message that names the option', () => {
    expect(() =>
      validate(assistantPlugin, {name: 'KasmGPT', embedUrl: 'http://chat.kasm.com/x'}),
    ).toThrow(/embedUrl/);
    expect(() => validate(siteFilesPlugin, {})).toThrow(/securityContactUrl/);
    const highlighting = codeHighlightingOptions(codeHighlighting);
    expect(() =>
      validate(codeHighlightingPlugin, {...highlighting, additionalLanguages: 'bash'}),
    ).toThrow(/additionalLanguages/);
    expect(() => validate(searchPlugin, searchOptions)).toThrow(/indexesSplit/);
    expect(() => validate(searchPlugin, {...searchOptions, indexesSplit: {}})).toThrow(
      /indexesSplit/,
    );
    expect(() => validate(pwaPlugin, pwaOptions)).toThrow(/waitFor/);
    // The packages' own checks still run.
    expect(() =>
      validate(searchPlugin, {
        ...searchOptions,
        indexesSplit: new BuildStep('x'),
        searchResultLimits: 'ten',
      }),
    ).toThrow(/searchResultLimits/);
  });

  it('serialize a build step as its name in the browser bundle', () => {
    expect(JSON.stringify({waitFor: [new BuildStep('search indexes split')]})).toBe(
      '{"waitFor":["search indexes split"]}',
    );
  });
});
