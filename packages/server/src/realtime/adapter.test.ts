import { describe, expect, it } from 'vitest';
import { ADAPTER_LINES, realtimeAdapterKind } from './adapter';

describe('the realtime adapter chosen at start-up', () => {
  it('is Redis whenever REDIS_URL is set, PostgreSQL on PostgreSQL without it, and in memory on PGlite', () => {
    expect(realtimeAdapterKind('redis://127.0.0.1:6379', 'postgres')).toBe('redis');
    expect(realtimeAdapterKind('redis://127.0.0.1:6379', 'pglite')).toBe('redis');
    // Without Redis, several processes on one PostgreSQL still share their events: none is kept to one process.
    expect(realtimeAdapterKind(undefined, 'postgres')).toBe('postgres');
    expect(realtimeAdapterKind(undefined, 'pglite')).toBe('memory');
  });

  it('names itself in the start-up line', () => {
    expect(ADAPTER_LINES.postgres).toContain('PostgreSQL adapter');
    expect(ADAPTER_LINES.memory).toContain('in-memory adapter');
    expect(ADAPTER_LINES.redis).toContain('Redis adapter');
  });
});
