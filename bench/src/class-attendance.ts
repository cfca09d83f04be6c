// Class attendance at scale: N viewers (default 20,000, each a lead of the launch with its own attendance
// token) report every 30 s for M minutes (default 10) to the attendance worker on workerd (POST /aula/presenca -> the
// class's Durable Object -> public.record_class_attendance on the local stack), as steady arrivals (open loop, each viewer at
// its own offset; a report's latency counts from its scheduled moment). Measured: reports answered 204 (budget: all),
// the edge's p50 / p99 per report (budget p99 <= 50 ms), the database's lead-row writes per minute (polled every 10 s;
// budget: at most one per viewer per ATTENDANCE_FLUSH_SECONDS, 300 in production) and, after the last viewer went
// silent, whether every credited second reached the database (seconds written = seconds reported).
// BENCH_ATTENDANCE_VIEWERS, BENCH_ATTENDANCE_MINUTES and BENCH_ATTENDANCE_FLUSH_SECONDS scale it down (the report says
// what ran).
import { mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import type { LocalSupabase } from '@funil/local-supabase/stack';
import { findFreePortBlock } from '@funil/local-supabase/ports';
import { startEdge } from '@funil/edge/local/edge-server';
import { applyNewAttendanceSecret } from '@funil/edge/local/attendance-secret';
import type { Measurement } from './report.ts';
import { percentile } from './stats.ts';
import { RawHttpLoad } from './raw-http-load.ts';
import { seedAttendanceClass } from './attendance-fixture.ts';
import { cpuSecondsOf, workerdChildren } from './process-cpu.ts';
import { BENCH_CLASS_POSITIONS } from './class-positions.ts';

const INTERVAL_MS = 30_000;

export async function measureClassAttendance(options: {
  supabase: LocalSupabase;
  log: (line: string) => void;
}): Promise<Measurement[]> {
  const viewers = Number(process.env.BENCH_ATTENDANCE_VIEWERS ?? 20_000);
  const minutes = Number(process.env.BENCH_ATTENDANCE_MINUTES ?? 10);
  const flushSeconds = Number(process.env.BENCH_ATTENDANCE_FLUSH_SECONDS ?? 300);
  const { supabase, log } = options;
  const db = new pg.Client({ connectionString: supabase.databaseUrl });
  await db.connect();
  const group = `Class attendance (${viewers} viewers, a report every 30 s for ${minutes} min; writes every ${flushSeconds} s)`;
  try {
    log(`attendance: ${viewers} leads with their tokens`);
    const { classId, tokens } = await seedAttendanceClass(db, {
      position: BENCH_CLASS_POSITIONS.attendance,
      title: 'Aula do bench',
      leadName: 'Espectador',
      viewers,
    });

    mkdirSync(path.resolve(import.meta.dirname, '../../shell/dist'), { recursive: true });
    const edge = await startEdge({
      port: await findFreePortBlock(1),
      remotes: {},
      supabaseUrl: supabase.url,
      anonKey: supabase.anonKey,
      vars: {
        ...(await applyNewAttendanceSecret(supabase.url, supabase.serviceRoleKey)),
        ATTENDANCE_FLUSH_SECONDS: String(flushSeconds),
        ATTENDANCE_ALARM_SECONDS: String(Math.min(60, flushSeconds / 5)),
        ATTENDANCE_IDLE_SECONDS: String(Math.min(90, flushSeconds / 2)),
      },
    });
    // Straight to the attendance worker's own socket on its workerd (edge-server.ts: no miniflare entry worker in
    // between), as Cloudflare's front end hands a request to the worker its route names. BENCH_ATTENDANCE_VIA_PROXY=1 goes
    // through the local front end instead (edge/local/encoding-proxy.ts: a Node proxy with a connection per request,
    // which production does not have; it runs in this process, beside the load generator, and costs several times the
    // generator's CPU per report: at this rate more than the machine's two cores; docs/performance.md, "Attendance").
    const viaProxy = process.env.BENCH_ATTENDANCE_VIA_PROXY === '1';
    const url = new URL('/aula/presenca', viaProxy ? edge.url : edge.attendanceRuntimeUrl);
    log(
      `attendance: reports to ${viaProxy ? 'the local front end (encoding proxy)' : "the attendance worker's workerd directly"}`,
    );
    // The load generator: kept-alive connections and prepared request bytes (raw-http-load.ts), a fraction of the CPU
    // of Node's http client; its own CPU and workerd's are reported.
    const client = new RawHttpLoad(url.origin, 128);
    const workerd = workerdChildren();
    const latencies: number[] = [];
    // (scheduled moment, latency) of each report: the log's 10-second timeline beside the database's writes, to see
    // whether the slow reports line up with the rooms' writes.
    const timeline: { at: number; ms: number }[] = [];
    const statuses: Record<string, number> = {};
    let sent = 0;
    // A report's time runs from its moment (when it is sent late, the wait counts) or from when it was sent, if earlier
    // (the loop sends up to 4 ms ahead rather than sleep that little).
    const post = (body: string, scheduled: number) => {
      const from = Math.min(scheduled, performance.now());
      return client.send(RawHttpLoad.post(url.pathname, url.host, body)).then((status) => {
        const ms = performance.now() - from;
        latencies.push(ms);
        timeline.push({ at: scheduled, ms });
        const key = status === 0 ? 'error' : String(status);
        statuses[key] = (statuses[key] ?? 0) + 1;
      });
    };

    // Database writes per minute: the lead rows' write counter, polled every 10 s.
    const samples: { at: number; writes: number }[] = [];
    const poll = setInterval(() => {
      void db
        .query('select coalesce(sum(writes), 0)::int as w from private.class_attendance where class_id = $1', [classId])
        .then((r) => samples.push({ at: Date.now(), writes: r.rows[0].w as number }));
    }, 10_000);

    log(`attendance: ${viewers} viewers reporting for ${minutes} min (${Math.round(viewers / 30)} reports/s)`);
    const start = performance.now() + 1000;
    const cpuAtStart = { workerd: cpuSecondsOf(workerd), generator: process.cpuUsage() };
    // The generator's own delays (a late timer makes a late report, counted in its time): reported beside the p99.
    const generatorDelay = monitorEventLoopDelay({ resolution: 5 });
    generatorDelay.enable();
    const rounds = Math.floor((minutes * 60_000) / INTERVAL_MS);
    const pending: Promise<void>[] = [];
    const sessions = tokens.map((_, i) => `bench${String(i).padStart(17, '0')}`);
    for (let round = 0; round < rounds; round += 1) {
      for (let i = 0; i < viewers; i += 1) {
        const scheduled = start + round * INTERVAL_MS + (i * INTERVAL_MS) / viewers;
        const wait = scheduled - performance.now();
        if (wait > 4) await new Promise((resolve) => setTimeout(resolve, wait));
        sent += 1;
        const body = JSON.stringify({
          aula: classId,
          sessao: sessions[i],
          t: tokens[i],
          segundos: 30,
          posicao: round * 30,
        });
        pending.push(post(body, scheduled));
        if (pending.length > 5000) await Promise.all(pending.splice(0, 2500));
      }
    }
    await Promise.all(pending);
    const sendingSeconds = (performance.now() - start) / 1000;
    generatorDelay.disable();
    const generatorUsage = process.cpuUsage(cpuAtStart.generator);
    const cpu = {
      workerd: cpuSecondsOf(workerd) - cpuAtStart.workerd,
      generator: (generatorUsage.user + generatorUsage.system) / 1e6,
    };
    log(
      `attendance: CPU while reporting (${sendingSeconds.toFixed(0)} s): workerd ${cpu.workerd.toFixed(1)} s ` +
        `(${((cpu.workerd / Math.max(1, sent)) * 1e6).toFixed(0)} µs a report), this process (load generator, database ` +
        `poll) ${cpu.generator.toFixed(1)} s (${((cpu.generator / Math.max(1, sent)) * 1e6).toFixed(0)} µs a report)`,
    );
    const reportedSeconds = sent * 30;
    log('attendance: waiting for the rooms to write the last seconds (idle viewers)');
    // The idle window and an alarm, then until the written seconds stop growing for two alarm periods (a room behind
    // on its reports writes its last rows later; reading the totals at a fixed moment counted those seconds as lost),
    // at most 10 minutes.
    const alarmMs = Math.min(60, flushSeconds / 5) * 1000;
    const idleMs = Math.min(90, flushSeconds / 2) * 1000 + alarmMs + 15_000;
    const answeredAt = performance.now();
    await new Promise((resolve) => setTimeout(resolve, idleMs));
    const writtenSeconds = async () =>
      Number(
        (
          await db.query(
            'select coalesce(sum(live_seconds), 0)::bigint as s from private.class_attendance where class_id = $1',
            [classId],
          )
        ).rows[0].s,
      );
    let written = await writtenSeconds();
    let changedAt = performance.now();
    while (written < sent * 30 && performance.now() - changedAt < 2 * alarmMs + 15_000) {
      if (performance.now() - answeredAt > 600_000) break;
      await new Promise((resolve) => setTimeout(resolve, 10_000));
      const now = await writtenSeconds();
      if (now !== written) changedAt = performance.now();
      written = now;
    }
    const settledSeconds = Math.round((changedAt - answeredAt) / 1000);
    log(`attendance: the last seconds were written ${settledSeconds} s after the last answer`);
    clearInterval(poll);
    const totals = (
      await db.query(
        `select coalesce(sum(live_seconds), 0)::bigint as seconds, coalesce(sum(writes), 0)::int as writes,
           count(*)::int as leads from private.class_attendance where class_id = $1`,
        [classId],
      )
    ).rows[0] as { seconds: string; writes: number; leads: number };
    client.close();
    await edge.stop();
    let maxPerMinute = 0;
    for (const a of samples)
      for (const b of samples)
        if (b.at > a.at && b.at - a.at <= 60_000) maxPerMinute = Math.max(maxPerMinute, b.writes - a.writes);
    const writesAt = (at: number) => samples.filter((sample) => sample.at <= at).at(-1)?.writes ?? 0;
    const wallOf = (scheduled: number) => Date.now() - performance.now() + scheduled;
    for (let from = start; from < start + rounds * INTERVAL_MS; from += 10_000) {
      const slice = timeline.filter((entry) => entry.at >= from && entry.at < from + 10_000).map((entry) => entry.ms);
      if (slice.length === 0) continue;
      log(
        `attendance t+${Math.round((from - start) / 1000)} s: ${slice.length} reports, p50 ${Math.round(percentile(slice, 50))} ms, ` +
          `p99 ${Math.round(percentile(slice, 99))} ms; database rows written in these 10 s: ${
            writesAt(wallOf(from + 10_000)) - writesAt(wallOf(from))
          }`,
      );
    }
    const ok = statuses['204'] ?? 0;
    return [
      { group, name: 'reports sent', value: sent, unit: '' },
      {
        group,
        name: 'reports not answered 204',
        value: sent - ok,
        unit: '',
        budget: 0,
        comparison: '<=',
        note: `${JSON.stringify(statuses)}; ${client.resent} sent a second time, as a browser does, after the kept-alive connection they were written on closed before any byte of their answer`,
      },
      {
        group,
        name: 'CPU per report: workerd (worker, class room, local runtime plumbing)',
        value: Math.round((cpu.workerd / Math.max(1, sent)) * 1e6),
        unit: 'µs',
        note: `${cpu.workerd.toFixed(1)} s in ${sendingSeconds.toFixed(0)} s of reporting (${viaProxy ? 'through the local front end' : 'straight to workerd'}); machine load ${loadavg()
          .map((v) => v.toFixed(1))
          .join(' / ')} at the end`,
      },
      {
        group,
        name: 'CPU per report: the load generator (this process)',
        value: Math.round((cpu.generator / Math.max(1, sent)) * 1e6),
        unit: 'µs',
      },
      { group, name: 'edge per report p50', value: Math.round(percentile(latencies, 50) * 10) / 10, unit: 'ms' },
      {
        group,
        name: 'edge per report p99',
        value: Math.round(percentile(latencies, 99) * 10) / 10,
        unit: 'ms',
        budget: 50,
        comparison: '<=',
        note: `the load generator's own event-loop delay while sending: p99 ${(generatorDelay.percentile(99) / 1e6).toFixed(0)} ms, max ${(generatorDelay.max / 1e6).toFixed(0)} ms`,
      },
      {
        group,
        name: 'database lead-row writes in the busiest minute (10 s samples)',
        value: maxPerMinute,
        unit: 'rows',
        note: `${totals.writes} writes for ${totals.leads} leads in all, against ${sent} reports; database calls: one per room alarm and 500 rows`,
      },
      {
        group,
        name: 'database lead-row writes per viewer',
        value: Math.round((totals.writes / Math.max(1, totals.leads)) * 100) / 100,
        unit: '',
        budget: Math.floor((minutes * 60) / flushSeconds) + 1,
        comparison: '<=',
        note: `at most one per viewer per ${flushSeconds} s of viewing, plus its last seconds once it goes silent`,
      },
      {
        group,
        name: 'seconds written / seconds reported',
        value: Math.round((Number(totals.seconds) / reportedSeconds) * 10_000) / 100,
        unit: '%',
        budget: 100,
        comparison: '>=',
        note: `${totals.seconds} of ${reportedSeconds} s, read when the written seconds had stopped growing (${settledSeconds} s after the last answer); a viewer is credited at most the edge's time since its first report (by the edge's clock, cumulative) + 5 s`,
      },
    ];
  } finally {
    await db.end();
  }
}
