import {describe, expect, it} from 'vitest';

import {
  DEFAULT_DEPLOYMENT,
  fillMarkedText,
  markValue,
  normalizeDeploymentValue,
  parseStoredDeployment,
  serializeDeployment,
  validateDeploymentValue,
  validateRelease,
} from '../../src/plugins/deployment/client/values';

describe('the release the reader runs', () => {
  it('is a release number or nothing, and round-trips through storage with the other values', () => {
    expect(validateRelease('1.18.0')).toBeUndefined();
    expect(validateRelease('')).toBeUndefined();
    expect(validateRelease('1.18')).toMatch(/such as 1\.18\.0/);
    expect(validateRelease('latest')).toMatch(/such as 1\.18\.0/);
    const values = {...DEFAULT_DEPLOYMENT, release: '1.18.0'};
    const stored = serializeDeployment(values);
    expect(stored).toBe('{"release":"1.18.0"}');
    expect(parseStoredDeployment(stored)).toEqual(values);
    expect(parseStoredDeployment('{"release":"next"}')).toEqual(DEFAULT_DEPLOYMENT);
  });
});

describe("the reader's deployment values", () => {
  it('accept host names, IPv4 addresses, ports and zone names a deployment can have', () => {
    for (const host of ['kasm.example.com', 'KASM.Corp.Example.', 'kasm-01.internal', '10.0.0.5']) {
      expect(validateDeploymentValue('host', host), host).toBeUndefined();
    }
    for (const port of ['443', '8443', '1', '65535']) {
      expect(validateDeploymentValue('port', port), port).toBeUndefined();
    }
    for (const zone of ['default', 'eu-west.1', 'zone_2']) {
      expect(validateDeploymentValue('zone', zone), zone).toBeUndefined();
    }
  });

  it('refuse what would break a command, with a message that says what to enter', () => {
    expect(validateDeploymentValue('host', '')).toMatch(/host name/);
    expect(validateDeploymentValue('host', 'https://kasm.example.com')).toMatch(/without https/);
    expect(validateDeploymentValue('host', 'kasm.example.com:8443')).toMatch(
      /without a path, port/,
    );
    expect(validateDeploymentValue('host', 'kasm.example.com/x')).toMatch(/without a path/);
    expect(validateDeploymentValue('host', 'a;rm -rf /')).toBeDefined();
    expect(validateDeploymentValue('host', '-bad.example.com')).toMatch(/letters, digits/);
    expect(validateDeploymentValue('host', `${'a'.repeat(64)}.com`)).toBeDefined();
    expect(validateDeploymentValue('port', '0')).toMatch(/1 to 65535/);
    expect(validateDeploymentValue('port', '65536')).toMatch(/1 to 65535/);
    expect(validateDeploymentValue('port', '44 3')).toMatch(/1 to 65535/);
    expect(validateDeploymentValue('zone', '')).toMatch(/zone/);
    // A shell would split or interpret these in `-z NAME`.
    for (const zone of ['EU West', 'a"b', '<script>', '$(id)', 'z'.repeat(65)]) {
      expect(validateDeploymentValue('zone', zone), zone).toMatch(/letters, digits, dots/);
    }
  });

  it('are kept as pages show them', () => {
    expect(normalizeDeploymentValue('host', ' Kasm.Example.COM. ')).toBe('kasm.example.com');
    expect(normalizeDeploymentValue('port', '0443')).toBe('443');
    expect(normalizeDeploymentValue('zone', ' eu-west ')).toBe('eu-west');
  });

  it('round-trip through storage, which keeps only what differs from the defaults', () => {
    expect(serializeDeployment(DEFAULT_DEPLOYMENT)).toBeNull();
    const mine = {...DEFAULT_DEPLOYMENT, host: 'desk.corp.example', port: '8443'};
    const stored = serializeDeployment(mine);
    expect(stored).toBe('{"host":"desk.corp.example","port":"8443"}');
    expect(parseStoredDeployment(stored)).toEqual(mine);
  });

  it('fall back to the defaults for a damaged or tampered entry, field by field', () => {
    expect(parseStoredDeployment(null)).toEqual(DEFAULT_DEPLOYMENT);
    expect(parseStoredDeployment('{not json')).toEqual(DEFAULT_DEPLOYMENT);
    expect(parseStoredDeployment('"a string"')).toEqual(DEFAULT_DEPLOYMENT);
    expect(parseStoredDeployment('{"host":"<img src=x>","port":"8443","zone":7}')).toEqual({
      ...DEFAULT_DEPLOYMENT,
      port: '8443',
    });
  });

  it('fill only the marked places of a text, never another 443', () => {
    const marked = `curl -k https://${markValue('host')}:${markValue('port')}/ # agents use 443 too`;
    expect(fillMarkedText(marked, DEFAULT_DEPLOYMENT)).toBe(
      'curl -k https://kasm.example.com:443/ # agents use 443 too',
    );
    expect(fillMarkedText(marked, {...DEFAULT_DEPLOYMENT, host: 'h.example', port: '8443'})).toBe(
      'curl -k https://h.example:8443/ # agents use 443 too',
    );
  });
});
