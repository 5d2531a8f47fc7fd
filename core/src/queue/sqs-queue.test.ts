import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSqsQueue, parseExtractionJobMessage } from "./sqs-queue.ts";

// SQS is an internet service: a loopback fake stands in for it and records what the adapter sends.
describe("SQS queue adapter", () => {
  const received: { headers: http.IncomingHttpHeaders; body: string; url: string }[] = [];
  const fake = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString();
      received.push({ headers: req.headers, body, url: req.url ?? "" });
      // Like SQS, answer with the body's MD5: the SDK verifies it.
      const md5 = createHash("md5").update(JSON.parse(body).MessageBody ?? "").digest("hex");
      res.writeHead(200, { "content-type": "application/x-amz-json-1.0" });
      res.end(JSON.stringify({ MessageId: "m-1", MD5OfMessageBody: md5 }));
    });
  });
  let endpoint = "";
  beforeAll(async () => {
    await new Promise<void>((r) => fake.listen(0, "127.0.0.1", () => r()));
    endpoint = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  });
  afterAll(() => fake.close());

  const job = { jobId: "8a6e0804-2bd0-4672-b79d-d97027f18e8c", layoutId: "2b1f6e6a-0f3c-4d5e-9a7b-1c2d3e4f5a6b" };

  it("sends one SendMessage naming the job to the configured queue", async () => {
    const queueUrl = `${endpoint}/123456789012/layoutlift-extract`;
    const queue = createSqsQueue(queueUrl, {
      endpoint,
      region: "us-east-1",
      credentials: { accessKeyId: "AKIDTEST", secretAccessKey: "secret" },
    });
    await queue.enqueue(job);
    expect(received).toHaveLength(1);
    const [req] = received;
    expect(req.headers["x-amz-target"]).toBe("AmazonSQS.SendMessage");
    expect(req.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/us-east-1\/sqs\/aws4_request/);
    const body = JSON.parse(req.body);
    expect(body.QueueUrl).toBe(queueUrl);
    expect(JSON.parse(body.MessageBody)).toEqual(job);
    expect(body.MessageAttributes.kind).toEqual({ DataType: "String", StringValue: "extraction" });
  });

  it("refuses to send a malformed job and parses only well-formed messages", async () => {
    const queue = createSqsQueue(`${endpoint}/1/q`, { endpoint, region: "us-east-1", credentials: { accessKeyId: "a", secretAccessKey: "b" } });
    await expect(queue.enqueue({ jobId: "nope", layoutId: job.layoutId })).rejects.toThrow();
    expect(parseExtractionJobMessage(JSON.stringify(job))).toEqual(job);
    expect(parseExtractionJobMessage("{not json")).toBeNull();
    expect(parseExtractionJobMessage(JSON.stringify({ jobId: "x" }))).toBeNull();
  });
});
