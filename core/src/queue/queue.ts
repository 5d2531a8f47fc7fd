/** Where extraction jobs go: a jobs table polled in-process locally, SQS when deployed. */
export interface ExtractionJobMessage {
  jobId: string;
  layoutId: string;
}

export interface JobQueue {
  enqueue(message: ExtractionJobMessage): Promise<void>;
}
