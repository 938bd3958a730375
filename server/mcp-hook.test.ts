import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestSite } from '../builder/search-test-site';
import { allowedMcpHosts, mcpRefusal } from './mcp-hook';
import { createSiteServer } from './site-server';

describe('/mcp checks Host and Origin (DNS rebinding)', () => {
  const loopback = allowedMcpHosts({});

  it('answers loopback hosts by default, with any port', () => {
    expect(loopback).toEqual(['localhost', '127.0.0.1', '[::1]']);
    expect(mcpRefusal({ host: '127.0.0.1:3000' }, loopback)).toBeUndefined();
    expect(mcpRefusal({ host: '[::1]:3000', origin: 'http://localhost:3000' }, loopback)).toBeUndefined();
  });

  it('refuses another host, and a page of another origin, saying which', () => {
    expect(mcpRefusal({ host: 'attacker.example:3000' }, loopback)).toMatch(
      /Host "attacker\.example:3000" is not allowed: this MCP server answers for localhost, 127\.0\.0\.1, \[::1\]/,
    );
    expect(mcpRefusal({ host: '127.0.0.1:3000', origin: 'https://attacker.example' }, loopback)).toMatch(/Origin "https:\/\/attacker\.example" is not allowed/);
    expect(mcpRefusal({ host: '127.0.0.1', origin: 'null' }, loopback)).toMatch(/Origin "null" is not allowed/);
    expect(mcpRefusal({}, loopback)).toMatch(/Host "" is not allowed/);
  });

  it('takes its allow-list from PLINTH_MCP_ALLOWED_HOSTS', () => {
    const allowed = allowedMcpHosts({ PLINTH_MCP_ALLOWED_HOSTS: 'Docs.Example.com, 127.0.0.1' });
    expect(allowed).toEqual(['docs.example.com', '127.0.0.1']);
    expect(mcpRefusal({ host: 'docs.example.com', origin: 'https://docs.example.com' }, allowed)).toBeUndefined();
    expect(mcpRefusal({ host: 'localhost:3000' }, allowed)).toMatch(/not allowed/);
  });
});

describe('a JSON-RPC batch on /mcp', () => {
  const site = mkdtempSync(path.join(tmpdir(), 'mcp-batch-'));
  const server = createSiteServer(site);
  let base = '';
  beforeAll(async () => {
    await buildTestSite(site);
    writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>Home</title>');
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(site, { recursive: true, force: true });
  });

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}/mcp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...headers },
      body: JSON.stringify(body),
    });

  it('answers 403 to a page of another origin', async () => {
    const response = await post({ jsonrpc: '2.0', id: 1, method: 'tools/list' }, { Origin: 'https://attacker.example' });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/Origin "https:\/\/attacker\.example" is not allowed/);
  });

  it('answers a 100-call batch whole, and serves a page asked for meanwhile before it', async () => {
    const calls = Array.from({ length: 100 }, (_, i) => ({
      jsonrpc: '2.0',
      id: i + 1,
      method: 'tools/call',
      params: { name: 'search_docs', arguments: { query: `session guide page ${i}`, limit: 50 } },
    }));
    const order: string[] = [];
    const batch = post(calls).then(async (r) => {
      const answers = (await r.json()) as unknown[];
      order.push('batch');
      return answers;
    });
    // Once the batch is being worked on: its first searches have started.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const page = fetch(`${base}/`).then(async (r) => {
      await r.text();
      order.push('page');
      return r.status;
    });
    const [answers, status] = await Promise.all([batch, page]);
    expect(status).toBe(200);
    expect(answers).toHaveLength(100);
    expect(order).toEqual(['page', 'batch']);
  }, 120_000);
});
