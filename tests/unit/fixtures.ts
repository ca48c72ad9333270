/**
 * Shared test data: a release-variable table for an imaginary release 9.9.0, built on the real
 * 1.18.0 table so that every variable a page can name has a value. `commit_hash` has no
 * published value, to exercise the build error for such a value.
 */
import {releaseVariablesByVersion} from '../../src/data/releases';
import {unknownValue, type ReleaseVariables} from '../../src/data/releases/types';

export const testReleaseVariables = {
  ...releaseVariablesByVersion['1.18.0'],
  release: '9.9.0',
  storage_url: 'https://downloads.example.test',
  commit_hash: unknownValue('test'),
} satisfies ReleaseVariables;
