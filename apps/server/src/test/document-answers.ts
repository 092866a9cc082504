import { OpenAPIBackend } from 'openapi-backend';
import type { Answer, OpenApiDocument, Operation } from './malformed-requests.ts';

type DocumentedOperation = { operationId?: string; responses?: Record<string, unknown> };

/**
 * Checks an answer against the operation's entry in the OpenAPI document: its status must be
 * one the operation lists, and a JSON body must validate against that status's schema
 * (openapi-backend's response validator). Used by the answer-against-document test and the fuzz
 * pass, so every answer either sends is held to the document.
 */
export class DocumentAnswers {
  private constructor(
    private readonly document: OpenApiDocument,
    private readonly validator: OpenAPIBackend,
  ) {}

  static async load(document: OpenApiDocument): Promise<DocumentAnswers> {
    // quick: the document's validity is openapi-document.test.ts's to prove; strict: a schema the
    // validator cannot compile fails the test instead of validating nothing.
    const validator = new OpenAPIBackend({
      definition: structuredClone(document) as never,
      quick: true,
      strict: true,
    });
    await validator.init();
    return new DocumentAnswers(document, validator);
  }

  entryOf(operation: Operation): DocumentedOperation | undefined {
    return this.document.paths[operation.path]?.[operation.method.toLowerCase()] as
      | DocumentedOperation
      | undefined;
  }

  /** What is wrong with the answer, or null when the document describes it. */
  problemWith(operation: Operation, answer: Answer): string | null {
    const entry = this.entryOf(operation);
    if (!entry?.operationId) return 'operation has no operationId';
    if (!entry.responses?.[String(answer.status)]) return `status ${answer.status} not documented`;
    if (!answer.contentType.includes('json')) return null;
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return 'JSON content type with a body that is not JSON';
    }
    const result = this.validator.validateResponse(body, entry.operationId, answer.status);
    return result.valid
      ? null
      : `body off its schema: ${JSON.stringify(result.errors?.slice(0, 2)).slice(0, 300)}`;
  }

  /** How many statuses the document lists over these operations. */
  statusesDocumented(operations: Operation[]): number {
    return operations.reduce(
      (sum, operation) => sum + Object.keys(this.entryOf(operation)?.responses ?? {}).length,
      0,
    );
  }
}
