import { describe, expect, it } from 'vitest';
import { logQueryProblems } from '../../tools/content/log-queries';

const block = (code: string) => ({ lang: 'sql', code, flags: new Set(['logs']), line: 10 });

describe('log explorer queries', () => {
  it('accept field paths of their sources, whole objects, and table-qualified paths', () => {
    expect(logQueryProblems([block("select timestamp, metadata.request.method, metadata.response.status_code\nfrom edge_logs\nwhere metadata.request.path like '/rest/%'")])).toEqual([]);
    expect(logQueryProblems([block('select edge_logs.metadata.request from edge_logs')])).toEqual([]);
  });

  it('name a field the source does not have, with its line, and a table that is not a source', () => {
    expect(logQueryProblems([block('select metadata.request.method,\n  metadata.request.verb\nfrom edge_logs')])).toEqual([{ line: 12, message: 'edge_logs has no field metadata.request.verb' }]);
    expect(logQueryProblems([block('select id from api_logs')])).toEqual([{ line: 11, message: expect.stringMatching(/^"api_logs" is not a log source/) }, { line: 10, message: 'a log query must select from a log source' }]);
  });

  it('check a field against the source it is qualified with', () => {
    expect(logQueryProblems([block('select auth_logs.metadata.request.method from auth_logs join edge_logs on true')])).toEqual([{ line: 11, message: 'auth_logs has no field metadata.request.method' }]);
  });
});
