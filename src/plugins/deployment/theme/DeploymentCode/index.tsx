/**
 * Inline code that holds one of the reader's deployment values, such as `https://{{deployment_host}}`
 * (the build writes this element in place of the `code` element, see
 * ../../rehypeDeploymentValues.ts): the code's text with each value in its place, the documented
 * default on the server and the reader's value after hydration.
 */
import React, {type ReactNode} from 'react';

import DeploymentValue from '../DeploymentValue';
import {type DeploymentField, MARKED_VALUE} from '../../client/values';

export default function DeploymentCode({text}: {text: string}): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKED_VALUE)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(<DeploymentValue key={match.index} field={match[1] as DeploymentField} />);
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <code>{parts}</code>;
}
