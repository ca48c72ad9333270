/**
 * One of the reader's deployment values in a page's text (the build writes this element where
 * a page says `{{deployment_host}}`, see ../../rehypeDeploymentValues.ts). The server renders the
 * documented default; after hydration the reader's value, if they gave one, marked so that it is
 * recognisable as theirs.
 */
import React, {type ReactNode} from 'react';

import {useDeployment} from '../../client/store';
import {DEFAULT_DEPLOYMENT, type DeploymentField} from '../../client/values';

export default function DeploymentValue({field}: {field: DeploymentField}): ReactNode {
  const values = useDeployment();
  const value = values[field];
  const isOwn = value !== DEFAULT_DEPLOYMENT[field];
  return (
    <span
      data-deployment={field}
      data-own={isOwn ? '' : undefined}
      title={isOwn ? 'Your value (Your deployment)' : undefined}>
      {value}
    </span>
  );
}
