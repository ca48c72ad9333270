import {installer_1_18_0, network_1_18_0, sizing_1_18_0} from './1.18.0';
import {installer_develop, network_develop, sizing_develop} from './develop';
import type {InstallerFacts, NetworkFacts, SizingFacts} from '../types';

/**
 * The deployment tools' data per docs version name ("current" is the develop tree). A version
 * cut adds one file and one line to each map (scripts/cut-version.mjs does both).
 */
export const installerByVersion: Readonly<Record<string, InstallerFacts>> = {
  current: installer_develop,
  '1.18.0': installer_1_18_0,
};

/** Who connects to whom in each version's deployments: the port tables and firewall rules. */
export const networkByVersion: Readonly<Record<string, NetworkFacts>> = {
  current: network_develop,
  '1.18.0': network_1_18_0,
};

/** The numbers hosts are sized with in each version: the system requirements page's calculator. */
export const sizingByVersion: Readonly<Record<string, SizingFacts>> = {
  current: sizing_develop,
  '1.18.0': sizing_1_18_0,
};
