import { ListenerSet } from './listeners';
import type { ChatLogger } from './log';
import { silentLogger } from './log';
import type { ChatMessage } from './message';

export enum UploadTaskStatus {
  wait = 0,
  success = 1,
  processing = 2,
  fail = 3,
  suspend = 4,
  cancel = 5,
}

/**
 * The upload of a media message's file (an image) before the message is sent. The app subclasses it
 * with its own HTTP upload and reports back through `progressTo`, `succeed` and `fail`; the runtime
 * sends the message, re-encoded with `remoteUrl`, when the task succeeds.
 */
export abstract class MessageUploadTask {
  readonly id: string;
  status = UploadTaskStatus.wait;
  /** 0 to 1. */
  progress = 0;
  /** Where the uploaded file lives, once the task succeeded. */
  remoteUrl: string | undefined;
  readonly changes: ListenerSet<[MessageUploadTask]>;

  constructor(
    readonly message: ChatMessage,
    logger: ChatLogger = silentLogger,
  ) {
    this.id = message.clientMsgNo;
    this.changes = new ListenerSet('upload task', logger);
  }

  /** Begins the upload; the implementation should call `progressTo` along the way. */
  abstract start(): void;

  /** Pauses the upload (the implementation may abort and restart it on resume). */
  suspend(): void {
    if (this.isFinished()) return;
    this.setStatus(UploadTaskStatus.suspend);
  }

  resume(): void {
    if (this.status !== UploadTaskStatus.suspend) return;
    this.setStatus(UploadTaskStatus.processing);
  }

  /** Stops for good: the message is not sent. Implementations abort their request and call super. */
  cancel(): void {
    if (this.isFinished()) return;
    this.setStatus(UploadTaskStatus.cancel);
  }

  isFinished(): boolean {
    return (
      this.status === UploadTaskStatus.success ||
      this.status === UploadTaskStatus.fail ||
      this.status === UploadTaskStatus.cancel
    );
  }

  protected progressTo(progress: number): void {
    if (this.isFinished() || this.status === UploadTaskStatus.suspend) return;
    this.progress = Math.min(1, Math.max(0, progress));
    this.status = UploadTaskStatus.processing;
    this.changes.emit(this);
  }

  protected succeed(remoteUrl: string): void {
    if (this.isFinished()) return;
    this.remoteUrl = remoteUrl;
    this.progress = 1;
    this.setStatus(UploadTaskStatus.success);
  }

  protected fail(): void {
    if (this.isFinished()) return;
    this.setStatus(UploadTaskStatus.fail);
  }

  private setStatus(status: UploadTaskStatus): void {
    this.status = status;
    this.changes.emit(this);
  }
}

/** The running upload tasks, by message clientMsgNo, with one place to follow their progress. */
export class UploadTasks {
  /** Any task's status or progress changed. */
  readonly changes: ListenerSet<[MessageUploadTask]>;
  private readonly tasks = new Map<string, MessageUploadTask>();

  constructor(logger: ChatLogger) {
    this.changes = new ListenerSet('upload tasks', logger);
  }

  get(id: string): MessageUploadTask | undefined {
    return this.tasks.get(id);
  }

  add(task: MessageUploadTask): void {
    this.tasks.set(task.id, task);
    task.changes.add(() => {
      if (task.isFinished()) this.tasks.delete(task.id);
      this.changes.emit(task);
    });
    task.start();
  }

  cancel(id: string): void {
    this.tasks.get(id)?.cancel();
  }
}
