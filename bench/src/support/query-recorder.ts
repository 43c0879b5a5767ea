import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

/** Keeps the queries the app sends while `recording` (for EXPLAIN); otherwise passes them through. */
export class QueryRecorder implements KyselyPlugin {
  recording = false;
  readonly captured: PluginTransformQueryArgs[] = [];
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (this.recording) this.captured.push(args);
    return args.node;
  }
  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}
