import { expect } from 'chai';
import type { ParameterObject } from 'openapi3-ts/oas31';
import { WEBHOOK_EVENTS } from '../../src/webhooks/events';
import { loadSpec } from '../../src/http/spec';
import { deliveryProblems } from '../support/webhook-contract';

const { document } = loadSpec();

/** The entry's own example, with headers built from the parameters' examples. */
function exampleDelivery(event: string) {
  const operation = document.webhooks![event]!.post as {
    parameters: ParameterObject[];
    requestBody: { content: { 'application/json': { example: Record<string, unknown> } } };
  };
  const body = structuredClone(operation.requestBody.content['application/json'].example);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  for (const parameter of operation.parameters) {
    headers[parameter.name.toLowerCase()] = String(parameter.example);
  }
  headers['x-service-event'] = event;
  headers['x-service-delivery'] = String(body.deliveryId);
  return { headers, body };
}

describe('webhooks in the document', () => {
  it('has an entry for every event of the vocabulary and for ping, and no other', () => {
    expect(Object.keys(document.webhooks ?? {}).sort()).to.deep.equal(
      [...WEBHOOK_EVENTS, 'ping'].sort(),
    );
  });

  it("accepts each entry's own example", () => {
    for (const event of Object.keys(document.webhooks!)) {
      expect(deliveryProblems(exampleDelivery(event)), event).to.deep.equal([]);
    }
  });

  it('flags an extra payload field, a missing id, a missing header and a mismatched event', () => {
    const extra = exampleDelivery('comment.created');
    (extra.body.payload as Record<string, unknown>).body = 'full record';
    expect(deliveryProblems(extra).join()).to.match(/additional properties/);

    const missing = exampleDelivery('issue.created');
    delete (missing.body.payload as Record<string, unknown>).parentId;
    expect(deliveryProblems(missing).join()).to.match(/parentId/);

    const unsigned = exampleDelivery('ping');
    delete unsigned.headers['x-service-signature'];
    expect(deliveryProblems(unsigned)).to.include('header X-Service-Signature is missing');

    const routed = exampleDelivery('project.deleted');
    routed.headers['x-service-event'] = 'project.created';
    expect(deliveryProblems(routed)).to.include('X-Service-Event ≠ event');
  });
});
