import {
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { pointLabels, type A1cPoint } from './a1c-history-points';

// Only what a line chart needs, so the chunk carries no other chart type.
Chart.register(LineController, LineElement, PointElement, LinearScale, CategoryScale, Legend, Tooltip);

/** Where the prediabetes and diabetes ranges start (READER.md), drawn as dashed lines. */
const PREDIABETES_FROM = 5.7;
const DIABETES_FROM = 6.5;

const cssColour = (element: Element, name: string, fallback: string) =>
  getComputedStyle(element).getPropertyValue(name).trim() || fallback;

/** Chart.js line chart of the A1C values; `summary` is its text alternative (the table repeats it). */
export default function A1cChart({ points, summary }: { points: A1cPoint[]; summary: string }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return undefined;
    const text = cssColour(element, '--text', '#1c2430');
    const accent = cssColour(element, '--accent', '#1a56b0');
    const grid = cssColour(element, '--border', '#d5dbe5');
    const flat = (value: number) => points.map(() => value);
    const values = points.map((point) => point.percent);
    const chart = new Chart(context, {
      type: 'line',
      data: {
        labels: pointLabels(points),
        datasets: [
          {
            label: t('testResults.history.value'),
            data: values,
            borderColor: accent,
            backgroundColor: accent,
            pointRadius: 5,
          },
          {
            label: t('testResults.history.prediabetesFrom'),
            data: flat(PREDIABETES_FROM),
            borderColor: '#8a4b00',
            borderDash: [6, 4],
            pointRadius: 0,
          },
          {
            label: t('testResults.history.diabetesFrom'),
            data: flat(DIABETES_FROM),
            borderColor: cssColour(element, '--danger', '#b42318'),
            borderDash: [2, 3],
            pointRadius: 0,
          },
        ],
      },
      options: {
        animation: false,
        maintainAspectRatio: false,
        color: text,
        scales: {
          x: { ticks: { color: text }, grid: { color: grid } },
          y: {
            suggestedMin: Math.min(4.5, ...values) - 0.3,
            suggestedMax: Math.max(7.5, ...values) + 0.3,
            ticks: { color: text },
            grid: { color: grid },
          },
        },
        plugins: { legend: { labels: { color: text } } },
      },
    });
    return () => {
      chart.destroy();
    };
  }, [points, t]);
  return (
    <div className="test-results__chart">
      <canvas ref={canvas} role="img" aria-label={summary} data-testid="a1c-chart">
        {summary}
      </canvas>
    </div>
  );
}
