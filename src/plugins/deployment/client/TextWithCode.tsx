/**
 * A text of the tools' data with its `code` spans as code elements: the data writes them in
 * backticks, as Markdown does, so the Markdown export can keep them as they are.
 */
import React, {type ReactNode} from 'react';

export default function TextWithCode({text}: {text: string}): ReactNode {
  return text
    .split('`')
    .map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}
