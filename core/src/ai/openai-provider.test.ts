import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createOpenAiProvider, INVALID_REPLY_MESSAGE } from "./openai-provider.ts";
import { runAiEdit } from "./ai-edit.ts";
import { AppError } from "../errors.ts";

interface Recorded {
  path: string;
  auth: string | undefined;
  body: { model: string; messages: { role: string; content: string }[]; response_format: { type: string; json_schema: { name: string } } };
}

/** A loopback stand-in for the Chat Completions endpoint: records requests, answers with the queued content. */
let server: Server;
let baseURL: string;
const requests: Recorded[] = [];
let nextContent = "";

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = JSON.parse(await readBody(req));
    requests.push({ path: req.url ?? "", auth: req.headers.authorization, body });
    res.setHeader("content-type", "application/json");
    res.end(
      JSON.stringify({
        id: "chatcmpl-test",
        object: "chat.completion",
        created: 1,
        model: body.model,
        choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: nextContent, refusal: null } }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests.length = 0;
});

describe("OpenAI provider (real SDK, loopback fake server)", () => {
  const input = { prompt: "Make the hero blue", html: '<section class="hero"><h1>Hi</h1></section>', css: ".hero{color:red}" };

  it("sends the model, a system and user message with the layout, and structured-output format", async () => {
    nextContent = JSON.stringify({ html: '<section class="hero"><h1>Hi</h1></section>', css: ".hero{color:blue}" });
    const provider = createOpenAiProvider({ apiKey: "sk-test", baseURL, model: "test-model" });
    await provider.edit(input);
    expect(requests).toHaveLength(1);
    const [req] = requests;
    expect(req.path).toBe("/v1/chat/completions");
    expect(req.auth).toBe("Bearer sk-test");
    expect(req.body.model).toBe("test-model");
    expect(req.body.messages.map((m) => m.role)).toEqual(["system", "user"]);
    expect(req.body.messages[1].content).toContain("Make the hero blue");
    expect(req.body.messages[1].content).toContain(input.html);
    expect(req.body.messages[1].content).toContain(input.css);
    expect(req.body.response_format.type).toBe("json_schema");
    expect(req.body.response_format.json_schema.name).toBe("layout_edit");
  });

  it("applies a valid reply, sanitised", async () => {
    nextContent = JSON.stringify({
      html: '<section class="hero" onclick="x()"><h1>Hello</h1><script>alert(1)</script></section>',
      css: ".hero{color:#1d4ed8}",
    });
    const provider = createOpenAiProvider({ apiKey: "sk-test", baseURL, model: "test-model" });
    const out = await runAiEdit(provider, input);
    expect(out).toEqual({ html: '<section class="hero"><h1>Hello</h1></section>', css: ".hero{color:#1d4ed8}", provider: "openai" });
  });

  it("sends a drawn chart's embedded SVG image as a short reference and puts it back in the reply", async () => {
    const chart = `data:image/svg+xml;base64,${Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${"<path d=\"M0 0L1 1\"/>".repeat(200)}</svg>`).toString("base64")}`;
    const icon = "data:image/svg+xml;base64,PHN2Zy8+";
    const withChart = { ...input, html: `<section class="hero"><img class="revenue-chart" src="${chart}" alt="Revenue"><img src="${icon}" alt=""></section>`, css: `.hero{background:url(${chart})}` };
    requests.length = 0;
    // The model moves the chart and keeps its reference (and the icon) as it saw them.
    nextContent = JSON.stringify({
      html: '<section class="hero"><h1>Sales</h1><img class="revenue-chart" src="data:application/x-layoutlift-embedded,0" alt="Revenue"><img src="data:image/svg+xml;base64,PHN2Zy8+" alt=""></section>',
      css: ".hero{background:url(data:application/x-layoutlift-embedded,0)}",
    });
    const provider = createOpenAiProvider({ apiKey: "sk-test", baseURL, model: "test-model" });
    const out = await runAiEdit(provider, withChart);
    const sent = requests[0].body.messages[1].content;
    expect(sent).not.toContain(chart);
    expect(sent).toContain(icon);
    expect(sent.length).toBeLessThan(1000);
    expect(out.html).toBe(`<section class="hero"><h1>Sales</h1><img class="revenue-chart" src="${chart}" alt="Revenue"><img src="${icon}" alt=""></section>`);
    expect(out.css).toBe(`.hero{background:url(${chart})}`);
  });

  it.each([
    ["not JSON", "Sure! Here is your layout: <section>"],
    ["wrong shape", JSON.stringify({ layout: "<p>x</p>" })],
    ["extra fields", JSON.stringify({ html: "<p>x</p>", css: "", explanation: "..." })],
    ["empty html", JSON.stringify({ html: "", css: "p{}" })],
  ])("rejects a reply that is %s", async (_label, content) => {
    nextContent = content;
    const provider = createOpenAiProvider({ apiKey: "sk-test", baseURL, model: "test-model" });
    const err = await provider.edit(input).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).status).toBe(502);
    expect((err as AppError).message).toBe(INVALID_REPLY_MESSAGE);
  });
});
