/**
 * Client module: browser storage that throws on use is treated as storage that is denied.
 *
 * Docusaurus keeps the colour mode, the chosen docs version and the announcement state in
 * storage slots. When the browser denies storage (reading window.localStorage throws, as with
 * blocked site data), the slots log one warning and act as empty storage. When
 * storage is reachable but every call throws (a full quota, some privacy modes), they log an
 * error on each read and write instead. Here, storage that fails a test write is made to look
 * denied, so both cases end in the one warning and the site works the same.
 *
 * The slots take hold of the storage object when their modules load, so this module must run
 * before the other client modules: its plugin (../index.ts) is the first.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

const PROBE_KEY = 'docusaurus.storage-probe';

function denyUnusableStorage(name: 'localStorage' | 'sessionStorage'): void {
  let storage: Storage;
  try {
    storage = window[name];
  } catch {
    return; // Already denied: Docusaurus warns about it itself.
  }
  try {
    storage.setItem(PROBE_KEY, PROBE_KEY);
    storage.removeItem(PROBE_KEY);
  } catch (error) {
    Object.defineProperty(window, name, {
      configurable: true,
      get() {
        throw error;
      },
    });
  }
}

if (ExecutionEnvironment.canUseDOM) {
  denyUnusableStorage('localStorage');
  denyUnusableStorage('sessionStorage');
}
