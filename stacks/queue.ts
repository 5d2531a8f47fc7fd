/**
 * Extraction jobs. The visibility timeout outlasts the worker's 90 s limit so a message is not handed to a second
 * worker while the first still runs; three failed receipts move it to the dead-letter queue. The jobs table stays
 * the source of truth (leases, retries, refunds), so a redelivered message is harmless.
 */
export function createExtractionQueue() {
  const deadLetters = new sst.aws.Queue("ExtractionDeadLetters");
  return new sst.aws.Queue("Extraction", {
    visibilityTimeout: "120 seconds",
    dlq: { queue: deadLetters.arn, retry: 3 },
  });
}
