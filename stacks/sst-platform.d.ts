/**
 * The part of SST's platform API (`.sst/platform/config.d.ts`, written by `sst install`) that stacks/ uses.
 * `sst install` fetches Pulumi providers and cannot run offline, so `tsc -p stacks` checks the stacks against these
 * declarations; they follow SST v3's names and argument shapes. A stack using more of SST declares it here first.
 */
type Input<T> = T | { readonly __output: T } | unknown;
type Duration = `${number} ${"second" | "seconds" | "minute" | "minutes"}`;
type Size = `${number} MB` | `${number} GB`;

interface SstFunctionArgs {
  handler: string;
  runtime?: "nodejs20.x" | "nodejs22.x";
  memory?: Size;
  timeout?: Duration;
  url?: boolean;
  link?: unknown[];
  copyFiles?: { from: string; to?: string }[];
  nodejs?: { install?: string[] };
  environment?: Record<string, Input<string>>;
}

declare namespace sst {
  class Secret {
    constructor(name: string, placeholder?: string);
    readonly value: Input<string>;
  }
  namespace aws {
    class Function {
      constructor(name: string, args: SstFunctionArgs);
      readonly url: Input<string>;
      readonly name: Input<string>;
    }
    class Bucket {
      constructor(name: string, args?: Record<string, unknown>);
      readonly name: Input<string>;
    }
    class Queue {
      constructor(name: string, args?: { visibilityTimeout?: Duration; dlq?: { queue: Input<string>; retry?: number } });
      readonly arn: Input<string>;
      readonly url: Input<string>;
      subscribe(subscriber: SstFunctionArgs, args?: { batch?: { size?: number; partialResponses?: boolean } }): unknown;
    }
    class Router {
      constructor(name: string, args?: { edge?: { viewerRequest?: { injection: Input<string> }; viewerResponse?: { injection: Input<string> } } });
      readonly url: Input<string>;
      route(pattern: string, url: Input<string>): void;
    }
    class StaticSite {
      constructor(
        name: string,
        args: {
          path: string;
          build: { command: string; output: string };
          router?: { instance: Router };
          errorPage?: string;
          environment?: Record<string, string>;
        },
      );
    }
  }
}

declare namespace aws.lambda {
  class Invocation {
    constructor(name: string, args: { functionName: Input<string>; input: string; triggers?: Record<string, string> });
  }
}

declare namespace stripe {
  class WebhookEndpoint {
    constructor(name: string, args: { url: Input<string>; enabledEvents: string[] });
    readonly url: Input<string>;
    readonly secret: Input<string>;
  }
}

interface SstAppConfig {
  name: string;
  home: "aws";
  removal?: "retain" | "remove";
  protect?: boolean;
  providers?: Record<string, string>;
}
declare function $config(config: {
  app(input: { stage?: string } | undefined): SstAppConfig;
  run(): Promise<Record<string, unknown> | void>;
}): unknown;

declare function $interpolate(strings: TemplateStringsArray, ...values: unknown[]): Input<string>;
