import type { ExecutionResult, GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { ranOutOfTime, REQUEST_TIMEOUT_CODE, requestTimeoutError } from '../db/timeBudget';
import type { Context } from './context';
import { aliasLimitRule, mutationLimitRule } from './operationLimits';
import { costExtension, MAX_QUERY_COST, queryCost, queryCostError } from './queryCost';

// What one request may ask of the service, as Saleor limits it: at most 100 aliases and 4 mutations
// per document, and a query cost of 50,000, refused before any resolver runs; every answer carries
// extensions.cost. A request that runs out of database time ends with one top-level error.

const costs = new WeakMap<Request, number>();

const isTimeout = (error: GraphQLError) =>
  (error.extensions?.exception as { code?: string } | undefined)?.code === REQUEST_TIMEOUT_CODE;

export const requestLimitsPlugin: Plugin<Context> = {
  // Yoga caches validation per document, and the cost depends on the variables: so the cost is
  // worked out after the (possibly cached) validation, for every request, and never enters the cache.
  onValidate: ({ params: { schema, documentAST }, context, addValidationRule }) => {
    addValidationRule(aliasLimitRule);
    addValidationRule(mutationLimitRule);
    return () => {
      costs.set(context.request, queryCost(schema, documentAST, context.params.variables));
    };
  },
  onExecute: ({ args, setResultAndStopExecution }) => {
    const cost = costs.get((args.contextValue as { request: Request }).request) ?? 0;
    if (cost > MAX_QUERY_COST) {
      setResultAndStopExecution({ errors: [queryCostError(cost)] });
      return;
    }
    return {
      onExecuteDone: ({ result, setResult }) => {
        const { db, config } = args.contextValue as Context;
        if (!ranOutOfTime(db) || Symbol.asyncIterator in result) return;
        const done = result as ExecutionResult;
        const others = (done.errors ?? []).filter((error) => !isTimeout(error));
        setResult({ ...done, errors: [requestTimeoutError(config.requestTimeoutMs), ...others] });
      },
    };
  },
  onResultProcess: ({ request, result, setResult }) => {
    const cost = costs.get(request);
    if (cost === undefined || Array.isArray(result) || Symbol.asyncIterator in result) return;
    setResult({ ...result, extensions: { ...result.extensions, cost: costExtension(cost) } });
  },
};
