export interface BenchFigure {
  /** Suite and measurement, e.g. "landing: JS gzipped". */
  name: string;
  value: number | string;
  unit: string;
  note?: string;
}

export interface BenchSuite {
  name: string;
  run(): Promise<BenchFigure[]>;
}
