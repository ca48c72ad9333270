/**
 * Build plugin: leaves `experiments.lazyBarrel` out of the bundler config. Docusaurus 3.9.2 sets
 * it for Rspack releases before 1.6; the Rspack this project installs (1.7) does lazy barrel
 * optimisation by default and prints a deprecation notice on every build and start when the
 * option is set. The behaviour is the same either way.
 */
import type {Plugin} from '@docusaurus/types';

export default function rspackOptionsPlugin(): Plugin {
  return {
    name: 'rspack-options',
    configureWebpack(config) {
      const experiments = config.experiments as Record<string, unknown> | undefined;
      if (experiments && 'lazyBarrel' in experiments) delete experiments.lazyBarrel;
      return {};
    },
  };
}
