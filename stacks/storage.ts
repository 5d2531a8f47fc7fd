/** Screenshots of extracted pages and generated export archives; private, served through the API. */
export function createStorage() {
  return {
    screenshots: new sst.aws.Bucket("Screenshots"),
    exports: new sst.aws.Bucket("Exports"),
  };
}

export type Storage = ReturnType<typeof createStorage>;
