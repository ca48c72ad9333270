/**
 * Replaces the stock not-found text with the site's own (src/plugins/notFound/NotFoundContent.tsx):
 * the address asked for, the closest pages, a search box and the sections.
 */
export {default} from '../../../plugins/notFound/NotFoundContent';
