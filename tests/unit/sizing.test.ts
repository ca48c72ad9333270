/**
 * The sizing calculator (src/plugins/deployment/client/sizing.ts) over each tree's sizing numbers
 * (src/data/releases, `sizing_*`): the numbers are the ones the system requirements page states,
 * the calculator reproduces the page's worked example, finds what limits an agent, and refuses
 * values it cannot use with a message.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

import {sizingByVersion} from '../../src/data/releases';
import {
  defaultSizingInput,
  queryOfSizing,
  sizeAgents,
  sizingFromQuery,
  validateSizingValue,
} from '../../src/plugins/deployment/client/sizing';
import {sizingMarkdown} from '../../src/plugins/markdownExport/deploymentTools';

const TREES = {current: 'docs', '1.18.0': 'versioned_docs/version-1.18.0'} as const;

describe('sizing numbers', () => {
  it('are the ones each tree’s system requirements page states, each with a source', () => {
    expect(Object.keys(sizingByVersion).sort()).toEqual(Object.keys(TREES).sort());
    for (const [version, tree] of Object.entries(TREES)) {
      const facts = sizingByVersion[version];
      for (const number of Object.values(facts))
        expect(number.source).toMatch(/^https:\/\/[\w.-]+\.[a-z]{2,}\//);
      const page = readFileSync(path.join(tree, 'install/system_requirements.md'), 'utf8');
      const bytes = facts.workspaceMemoryBytes.value.toLocaleString('en-US');
      expect(page, tree).toContain(
        `asks for ${facts.workspaceCores.value} cores and ${bytes} bytes`,
      );
      expect(page, tree).toContain(`| CPU | ${facts.minimumCores.value} cores |`);
      expect(page, tree).toContain(`| Memory | ${facts.minimumMemoryGb.value} GB |`);
      expect(page, tree).toContain(`| Disk | ${facts.minimumDiskGb.value} GB free |`);
    }
  });
});

describe('agents', () => {
  const facts = sizingByVersion['1.18.0'];
  const example = defaultSizingInput(facts);

  it('reproduce the page’s example: 16 cores and 64 GB fit 8 by cores and 23 by memory', () => {
    const page = readFileSync(
      'versioned_docs/version-1.18.0/install/system_requirements.md',
      'utf8',
    );
    const result = sizeAgents(facts, example);
    expect(page).toContain(
      `fits ${result.byCores} such sessions by cores (16 ÷ 2) and about ${result.byMemory} by memory`,
    );
    expect(result).toMatchObject({perAgent: 8, limit: 'cores', needed: 13, agents: 14});
  });

  it('find memory as the limit, and say when an agent fits no session', () => {
    expect(
      sizeAgents(facts, {...example, agentCores: 64, agentMemoryGb: 16, sessions: 10}),
    ).toMatchObject({byCores: 32, byMemory: 5, perAgent: 5, limit: 'memory', needed: 2});
    expect(
      sizeAgents(facts, {...example, agentCores: 4, sessionCores: 2, agentMemoryGb: 5.536}),
    ).toMatchObject({
      byCores: 2,
      byMemory: 2,
      limit: 'both',
    });
    const none = sizeAgents(facts, {...example, agentCores: 1});
    expect(none).toMatchObject({perAgent: 0, needed: 0});
  });
});

describe('values', () => {
  const defaults = defaultSizingInput(sizingByVersion.current);

  it('are refused with a message when they are not numbers the calculator can use', () => {
    expect(validateSizingValue('sessions', '2.5')).toMatch(/whole number/);
    expect(validateSizingValue('agentMemoryGb', '64 GB')).toMatch(/without units/);
    expect(validateSizingValue('agentCores', '0')).toMatch(/greater than 0/);
    expect(validateSizingValue('spareAgents', '0')).toBeUndefined();
    expect(validateSizingValue('sessionMemoryGb', '2.768')).toBeUndefined();
  });

  it('round-trip through the address, which falls back for a value it cannot use', () => {
    const input = {...defaults, sessions: 250, agentCores: 32};
    expect(sizingFromQuery(`?${queryOfSizing(input)}`, defaults)).toEqual({
      input,
      problem: undefined,
    });
    const bad = sizingFromQuery('?sessions=lots&agentCores=32', defaults);
    expect(bad.input).toEqual({...defaults, agentCores: 32});
    expect(bad.problem).toMatch(/cannot use \(sessions\)/);
  });
});

describe('Markdown export', () => {
  it('gives the example’s result with the release’s swap and disk', () => {
    const markdown = sizingMarkdown('1.18.0');
    expect(markdown).toContain('so 8 sessions per agent; 100 concurrent sessions need 13 agents');
    expect(markdown).toContain('a swap file of 8 GB');
    expect(markdown).toContain('at least 50 GB free for Docker');
  });
});
