// lunr 2.3.9 API that @types/lunr 2.3.7 leaves out: the query parser and clause presence.
import 'lunr';

declare module 'lunr' {
  class QueryParser {
    constructor(str: string, query: lunr.Query);
    parse(): lunr.Query;
  }

  namespace Query {
    interface Clause {
      presence: presence;
    }
  }
}
