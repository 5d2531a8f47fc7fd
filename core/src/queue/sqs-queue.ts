import { SendMessageCommand, SQSClient, type SQSClientConfig } from "@aws-sdk/client-sqs";
import { z } from "zod";
import type { ExtractionJobMessage, JobQueue } from "./queue.ts";

export const extractionJobMessageSchema = z.object({ jobId: z.uuid(), layoutId: z.uuid() });

/**
 * Deployed, jobs go to SQS and a Lambda worker picks them up. The message only names the job: the row in
 * extraction_jobs stays the source of truth (attempts, lease), so a redelivered message cannot run a job twice.
 */
export function createSqsQueue(queueUrl: string, clientConfig: SQSClientConfig = {}): JobQueue {
  const client = new SQSClient(clientConfig);
  return {
    async enqueue(message: ExtractionJobMessage) {
      await client.send(
        new SendMessageCommand({
          QueueUrl: queueUrl,
          MessageBody: JSON.stringify(extractionJobMessageSchema.parse(message)),
          MessageAttributes: { kind: { DataType: "String", StringValue: "extraction" } },
        }),
      );
    },
  };
}

export function parseExtractionJobMessage(body: string): ExtractionJobMessage | null {
  try {
    const parsed = extractionJobMessageSchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
