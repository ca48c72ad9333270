/**
 * Docusaurus runs every plugin's postBuild at the same time. When one plugin's postBuild reads
 * files that another's writes (the PWA's precache list and the split search indexes),
 * docusaurus.config.ts creates a BuildStep and gives it to both plugins as an option: the writer
 * calls `finish()` once its files are written (or it failed), the reader awaits `done`. The
 * order is visible in the configuration, and no plugin module keeps state of its own.
 */
import {Joi} from '@docusaurus/utils-validation';

export class BuildStep {
  readonly done: Promise<void>;
  #finish: () => void = () => undefined;

  constructor(readonly name: string) {
    this.done = new Promise((resolve) => {
      this.#finish = resolve;
    });
  }

  finish(): void {
    this.#finish();
  }

  /** The site config, plugin options included, is serialized into the browser bundle. */
  toJSON(): string {
    return this.name;
  }
}

/** The option schema of a BuildStep. */
export const buildStepSchema = Joi.object().instance(BuildStep);
