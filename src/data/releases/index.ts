import {release_1_18_0} from './1.18.0';
import {release_develop} from './develop';
import type {ReleaseVariables} from './types';

/**
 * Release variables per docs version name ("current" is the develop tree). A version cut adds
 * one file and one line here (scripts/cut-version.mjs does both).
 */
export const releaseVariablesByVersion: Readonly<Record<string, ReleaseVariables>> = {
  current: release_develop,
  '1.18.0': release_1_18_0,
};

export * from './tools';
export * from './types';
