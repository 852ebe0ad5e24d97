import { useAdminMetrics, type AdminMetrics } from "@academy/api";
import { Button, Field, formatMoney, InlineAlert, Spinner, TextInput } from "@academy/ui";
import { useId, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router-dom";
import { BarChart } from "../../components/BarChart/BarChart.tsx";
import { ADMIN_CONSOLE_TEXT as TEXT } from "../../lib/adminConsoleText.ts";
import * as styles from "./AdminMetricsPage.css.ts";
import { netByPeriod, percent, periodDays, rate } from "./metricsFormat.ts";
import { behind, MetricsTable as Table } from "./MetricsTable.tsx";

type Granularity = AdminMetrics["granularity"];
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const GRANULARITIES: readonly Granularity[] = ["day", "week", "month"];

/** The period (in the address) and every figure for it, each chart with its table. */
export function MetricsDashboard() {
  const [params, setParams] = useSearchParams();
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const granularity = GRANULARITIES.find((g) => g === params.get("granularity")) ?? "day";
  const metrics = useAdminMetrics({
    ...(DATE.test(from) ? { from } : {}),
    ...(DATE.test(to) ? { to } : {}),
    granularity,
  });
  return (
    <div className={styles.body}>
      <PeriodForm
        key={`${from} ${to} ${granularity}`}
        initial={{ from, to, granularity }}
        onShow={(next) =>
          setParams({
            ...(next.from ? { from: next.from } : {}),
            ...(next.to ? { to: next.to } : {}),
            granularity: next.granularity,
          })
        }
      />
      {metrics.isPending ? <Spinner /> : null}
      {metrics.isError ? <InlineAlert tone="danger">{TEXT.metricsFailed}</InlineAlert> : null}
      {metrics.data ? <Figures metrics={metrics.data} /> : null}
    </div>
  );
}

interface Period {
  from: string;
  to: string;
  granularity: Granularity;
}

function PeriodForm({ initial, onShow }: { initial: Period; onShow: (period: Period) => void }) {
  const [period, setPeriod] = useState(initial);
  const [error, setError] = useState(false);
  const selectId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const bad =
      (period.from && !DATE.test(period.from)) ||
      (period.to && !DATE.test(period.to)) ||
      (period.from && period.to && period.from > period.to);
    setError(Boolean(bad));
    if (!bad) onShow(period);
  };
  return (
    <form className={styles.period} onSubmit={submit} aria-label={TEXT.show}>
      <Field label={TEXT.from} className={styles.field}>
        <TextInput
          type="date"
          value={period.from}
          onChange={(e) => setPeriod({ ...period, from: e.target.value })}
        />
      </Field>
      <Field label={TEXT.to} className={styles.field}>
        <TextInput
          type="date"
          value={period.to}
          onChange={(e) => setPeriod({ ...period, to: e.target.value })}
        />
      </Field>
      <div className={styles.selectField}>
        <label htmlFor={selectId}>{TEXT.granularity}</label>
        <select
          id={selectId}
          className={styles.select}
          value={period.granularity}
          onChange={(e) =>
            setPeriod({
              ...period,
              granularity: GRANULARITIES.find((g) => g === e.target.value) ?? "day",
            })
          }
        >
          {GRANULARITIES.map((g) => (
            <option key={g} value={g}>
              {TEXT[g]}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit">{TEXT.show}</Button>
      {error ? <InlineAlert tone="danger">{TEXT.rangeInvalid}</InlineAlert> : null}
    </form>
  );
}

function Figures({ metrics }: { metrics: AdminMetrics }) {
  const firstCourse = metrics.courses[0];
  const [courseId, setCourseId] = useState(firstCourse?.course_id ?? 0);
  const courseSelect = useId();
  const course = metrics.courses.find((c) => c.course_id === courseId) ?? firstCourse;
  const steps = metrics.funnel.filter((step) => step.course_id === course?.course_id);
  const courseName = (id: number) =>
    metrics.courses.find((c) => c.course_id === id)?.name ?? `#${id}`;
  const period = { from: metrics.from, to: metrics.to };
  return (
    <>
      <section aria-labelledby="metrics-revenue" className={styles.panel}>
        <h2 id="metrics-revenue" className={styles.panelTitle}>
          {TEXT.revenue}
        </h2>
        {metrics.revenue.length === 0 ? (
          <p>{TEXT.noData}</p>
        ) : (
          <>
            <BarChart
              title={TEXT.revenueChart}
              data={netByPeriod(metrics)}
              format={(dollars) => formatMoney(dollars * 100, { style: "whole" })}
            />
            <Table
              caption={TEXT.revenue}
              hideCaption
              head={[TEXT.period, TEXT.product, TEXT.gross, TEXT.refunds, TEXT.net]}
              rows={metrics.revenue.map((row) => {
                const days = periodDays(row.period, metrics);
                return [
                  row.period,
                  row.product,
                  behind(formatMoney(row.gross_cents), {
                    figure: "paid",
                    product: row.product,
                    ...days,
                  }),
                  row.refunds_cents > 0
                    ? behind(formatMoney(row.refunds_cents), {
                        figure: "refunded",
                        product: row.product,
                        ...days,
                      })
                    : formatMoney(row.refunds_cents),
                  formatMoney(row.net_cents),
                ];
              })}
            />
          </>
        )}
      </section>
      <section aria-labelledby="metrics-plans" className={styles.panel}>
        <h2 id="metrics-plans" className={styles.panelTitle}>
          {TEXT.plans}
        </h2>
        <Table
          caption={TEXT.plans}
          hideCaption
          head={[
            TEXT.plan,
            TEXT.mrr,
            TEXT.paying,
            TEXT.newMembers,
            TEXT.reactivatedMembers,
            TEXT.cancelledMembers,
            TEXT.failedMembers,
            TEXT.churnVoluntary,
            TEXT.churnInvoluntary,
          ]}
          rows={metrics.plans.map(({ plan, ...figures }) => [
            plan,
            formatMoney(figures.mrr_cents),
            behind(String(figures.paying), { figure: "paying", plan }),
            behind(String(figures.new), { figure: "new", plan, ...period }),
            behind(String(figures.reactivated), { figure: "reactivated", plan, ...period }),
            behind(String(figures.cancelled), { figure: "cancelled", plan, ...period }),
            behind(String(figures.failed), { figure: "failed", plan }),
            percent(figures.churn_voluntary),
            percent(figures.churn_involuntary),
          ])}
        />
      </section>
      <section aria-labelledby="metrics-courses" className={styles.panel}>
        <h2 id="metrics-courses" className={styles.panelTitle}>
          {TEXT.enrolments}
        </h2>
        <Table
          caption={TEXT.enrolments}
          hideCaption
          head={[TEXT.course, TEXT.enrolled, TEXT.completed]}
          rows={metrics.courses.map((c) => [
            c.name,
            behind(
              String(c.enrolments),
              { figure: "enrolled", course_id: c.course_id, ...period },
              c.name,
            ),
            behind(String(c.completions), { figure: "completed", course_id: c.course_id }, c.name),
          ])}
        />
        <h3 className={styles.subTitle}>{TEXT.funnel}</h3>
        <div className={styles.selectField}>
          <label htmlFor={courseSelect}>{TEXT.course}</label>
          <select
            id={courseSelect}
            className={styles.select}
            value={course?.course_id ?? 0}
            onChange={(e) => setCourseId(Number(e.target.value))}
          >
            {metrics.courses.map((c) => (
              <option key={c.course_id} value={c.course_id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        {course && steps.length > 0 ? (
          <>
            <BarChart
              title={TEXT.funnelChart(course.name)}
              data={steps.map((step) => ({ label: String(step.position), value: step.learners }))}
            />
            <Table
              caption={TEXT.funnelChart(course.name)}
              head={[TEXT.lesson, TEXT.learners]}
              rows={steps.map((step) => [
                `${step.position}. ${step.title}`,
                behind(
                  String(step.learners),
                  { figure: "lesson_completed", lesson_id: step.lesson_id },
                  step.title,
                ),
              ])}
            />
          </>
        ) : null}
      </section>
      <section aria-labelledby="metrics-quizzes" className={styles.panel}>
        <h2 id="metrics-quizzes" className={styles.panelTitle}>
          {TEXT.quizzes}
        </h2>
        <Table
          caption={TEXT.quizzes}
          hideCaption
          head={[TEXT.course, TEXT.quizTitle, TEXT.attempts, TEXT.passed, TEXT.passRate]}
          rows={metrics.quizzes.map((quiz) => [
            courseName(quiz.course_id),
            quiz.title,
            String(quiz.attempts),
            behind(
              String(quiz.passed),
              { figure: "quiz_passed", quiz_id: quiz.quiz_id, ...period },
              quiz.title,
            ),
            rate(quiz.passed, quiz.attempts),
          ])}
        />
      </section>
    </>
  );
}
