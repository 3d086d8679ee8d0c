import { describe, expect, it } from 'vitest';
import { silentLogger } from './log';
import { MessageUploadTask, UploadTasks, UploadTaskStatus } from './upload-task';
import { incomingMessage } from './test-fixtures';

/** An upload driven by the test, as an HTTP upload would be driven by its request. */
class ScriptedUpload extends MessageUploadTask {
  started = 0;
  start(): void {
    this.started += 1;
  }
  report(progress: number): void {
    this.progressTo(progress);
  }
  finish(url: string): void {
    this.succeed(url);
  }
  error(): void {
    this.fail();
  }
}

function setup() {
  const tasks = new UploadTasks(silentLogger);
  const seen: [UploadTaskStatus, number][] = [];
  tasks.changes.add((t) => seen.push([t.status, t.progress]));
  const task = new ScriptedUpload(incomingMessage());
  tasks.add(task);
  return { tasks, task, seen };
}

describe('upload tasks', () => {
  it('start as wait, report progress while processing, end in success with the URL', () => {
    const { tasks, task, seen } = setup();
    expect(task.started).toBe(1);
    expect(task.status).toBe(UploadTaskStatus.wait);
    expect(tasks.get(task.id)).toBe(task);
    task.report(0.25);
    task.report(0.75);
    task.finish('https://cdn.example/img.png');
    expect(seen).toEqual([
      [UploadTaskStatus.processing, 0.25],
      [UploadTaskStatus.processing, 0.75],
      [UploadTaskStatus.success, 1],
    ]);
    expect(task.remoteUrl).toBe('https://cdn.example/img.png');
    expect(tasks.get(task.id)).toBeUndefined();
  });

  it('suspend holds progress until resumed', () => {
    const { task, seen } = setup();
    task.suspend();
    task.report(0.5);
    expect(task.progress).toBe(0);
    task.resume();
    task.report(0.5);
    expect(seen.map(([s]) => s)).toEqual([
      UploadTaskStatus.suspend,
      UploadTaskStatus.processing,
      UploadTaskStatus.processing,
    ]);
  });

  it('cancel is final: no later success', () => {
    const { tasks, task } = setup();
    tasks.cancel(task.id);
    task.finish('https://cdn.example/late.png');
    expect(task.status).toBe(UploadTaskStatus.cancel);
    expect(task.remoteUrl).toBeUndefined();
  });

  it('fail is final', () => {
    const { task } = setup();
    task.error();
    task.finish('https://cdn.example/late.png');
    expect(task.status).toBe(UploadTaskStatus.fail);
  });
});
