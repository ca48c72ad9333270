/**
 * The endpoint browser of the developer API reference: the tree's OpenAPI document (the same
 * openapi.json readers download) as a list to filter by name and by section, each endpoint with
 * its request fields, its response, its errors and a "Copy as curl" button that writes the
 * reader's host from Your deployment. It never calls a reader's server. It loads the document
 * when the page runs in the browser; without JavaScript, or when the document cannot be loaded,
 * the page's own sections describe every endpoint, and the browser says so.
 */
import React, {useEffect, useId, useMemo, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useActiveDocContext} from '@docusaurus/plugin-content-docs/client';

import {useDeployment} from '@site/src/plugins/deployment/client/store';

import {
  curlCommand,
  endpointsOf,
  type ApiDocument,
  type Endpoint,
  type SchemaField,
} from '../../client/explorer';

import styles from './styles.module.css';

type Load = {state: 'loading'} | {state: 'ready'; document: ApiDocument} | {state: 'failed'};

export default function ApiExplorer(): ReactNode {
  const isBrowser = useIsBrowser();
  const docsPath = useActiveDocContext(undefined).activeVersion?.path ?? '/docs';
  const url = `${docsPath.replace(/\/$/, '')}/developers/openapi.json`;
  const [load, setLoad] = useState<Load>({state: 'loading'});
  const [query, setQuery] = useState('');
  const [tag, setTag] = useState('');
  const id = useId();

  useEffect(() => {
    if (!isBrowser) return;
    let cancelled = false;
    fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(String(response.status));
        return response.json() as Promise<ApiDocument>;
      })
      .then((document) => !cancelled && setLoad({state: 'ready', document}))
      .catch(() => !cancelled && setLoad({state: 'failed'}));
    return () => {
      cancelled = true;
    };
  }, [isBrowser, url]);

  const endpoints = useMemo(
    () => (load.state === 'ready' ? endpointsOf(load.document) : []),
    [load],
  );
  if (!isBrowser) return null;
  if (load.state === 'loading') return <p className={styles.status}>Loading the endpoints…</p>;
  if (load.state === 'failed') {
    return (
      <p className={styles.status} role="status">
        The endpoint browser could not load <a href={url}>the API description</a>; the sections
        below describe every endpoint.
      </p>
    );
  }

  const tags = [...new Set(endpoints.flatMap((endpoint) => endpoint.tags))];
  const words = query.trim().toLowerCase();
  const shown = endpoints.filter(
    (endpoint) =>
      (tag === '' || endpoint.tags.includes(tag)) &&
      (words === '' ||
        endpoint.name.includes(words) ||
        endpoint.summary.toLowerCase().includes(words)),
  );

  return (
    <div className={styles.explorer}>
      <div className={styles.filters} role="search" aria-label="Endpoints">
        <label htmlFor={`${id}-query`}>Name or purpose</label>
        <input
          id={`${id}-query`}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
        <label htmlFor={`${id}-tag`}>Section</label>
        <select id={`${id}-tag`} value={tag} onChange={(event) => setTag(event.target.value)}>
          <option value="">All sections</option>
          {tags.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <p role="status" className={styles.count}>
        {shown.length === 0
          ? 'No endpoint matches.'
          : `${shown.length} of ${endpoints.length} endpoints`}
      </p>
      <ul className={styles.list}>
        {shown.map((endpoint) => (
          <li key={endpoint.name}>
            <EndpointDetails endpoint={endpoint} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function EndpointDetails({endpoint}: {endpoint: Endpoint}): ReactNode {
  const deployment = useDeployment();
  const [copied, setCopied] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(curlCommand(endpoint, deployment.host));
      setCopied('Copied.');
    } catch {
      setCopied('The browser refused to copy: select the command in the section below instead.');
    }
  };
  return (
    <details className={styles.endpoint}>
      <summary>
        <code>{endpoint.name}</code> <span className={styles.summary}>{endpoint.summary}</span>
      </summary>
      <div className={styles.body}>
        <p>
          <code>POST {endpoint.path}</code> · {endpoint.tags.join(', ')}
          {typeof document !== 'undefined' && document.getElementById(endpoint.name) && (
            <>
              {' '}
              · <a href={`#${endpoint.name}`}>Section on this page</a>
            </>
          )}
        </p>
        {endpoint.description && <p>{endpoint.description}</p>}
        <h4 className={styles.heading}>Request body</h4>
        <Fields fields={endpoint.request} />
        <h4 className={styles.heading}>Response</h4>
        {endpoint.response.length > 0 ? (
          <Fields fields={endpoint.response} />
        ) : (
          <p>{endpoint.responseDescription || 'An object; see the section on this page.'}</p>
        )}
        {endpoint.errors.length > 0 && (
          <>
            <h4 className={styles.heading}>Errors</h4>
            <ul>
              {endpoint.errors.map((message) => (
                <li key={message}>
                  <code>{message}</code>
                </li>
              ))}
            </ul>
          </>
        )}
        <button type="button" className="button button--sm button--secondary" onClick={copy}>
          Copy as curl
        </button>{' '}
        <span role="status" className={styles.copied}>
          {copied}
        </span>
      </div>
    </details>
  );
}

function Fields({fields}: {fields: SchemaField[]}): ReactNode {
  if (fields.length === 0) return <p>Only the key and the secret.</p>;
  return (
    <ul className={styles.fields}>
      {fields.map((field) => (
        <li key={field.name}>
          <code>{field.name}</code>
          {field.type && <span className={styles.type}> {field.type}</span>}
          {field.required && <span className={styles.required}> required</span>}
          {field.description && <span>: {field.description}</span>}
          {field.children.length > 0 && (
            <details>
              <summary>{field.children.length} fields</summary>
              <Fields fields={field.children} />
            </details>
          )}
        </li>
      ))}
    </ul>
  );
}
