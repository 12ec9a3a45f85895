/**
 * The geographic filter without PostGIS (decision 021): every point of a CV (its location and its
 * preferred locations) is stored with the grid cells that hold it at a few cell sizes; a radius
 * search asks for the cells its bounding box covers at the finest size that needs few of them (a
 * GIN index finds those rows), then checks the exact great-circle distance of each point.
 */

/** The cell sizes in degrees, coarsest first; each divides 180 and 360 evenly. */
export const GEO_CELL_SIZES = [8, 2, 0.5, 0.125] as const;
/** At most this many cells in one search: past it the next coarser size is used, past the coarsest no cells at all. */
export const GEO_MAX_CELLS = 64;
/** The mean Earth radius in metres (the haversine's). */
export const EARTH_RADIUS_M = 6_371_008.8;

export type GeoPoint = { lat: number; lng: number };

const cellName = (level: number, row: number, column: number) => `${level}:${row}:${column}`;
const rowOf = (size: number, lat: number) => Math.min(Math.floor((lat + 90) / size), 180 / size - 1);
const columnOf = (size: number, lng: number) => {
  const columns = 360 / size;
  return ((Math.floor((lng + 180) / size) % columns) + columns) % columns;
};

/** The cells of a point at every size. */
export function cellsOfPoint(p: GeoPoint): string[] {
  return GEO_CELL_SIZES.map((size, level) => cellName(level, rowOf(size, p.lat), columnOf(size, p.lng)));
}

/** The distinct cells of a CV's points. */
export function cellsOfPoints(points: readonly GeoPoint[]): string[] {
  return [...new Set(points.flatMap(cellsOfPoint))];
}

/**
 * The cells that cover every point within `radiusM` metres of `centre`, or null when no cell set
 * small enough does (a circle around a pole, across half the globe): then only the exact distance
 * decides.
 */
export function cellsWithin(centre: GeoPoint, radiusM: number): string[] | null {
  const angular = radiusM / EARTH_RADIUS_M;
  const dLat = (angular * 180) / Math.PI;
  const latMin = centre.lat - dLat;
  const latMax = centre.lat + dLat;
  if (latMin <= -90 || latMax >= 90) return null;
  // The longitude extent of a spherical cap around a point at latitude φ: asin(sin δ / cos φ).
  const ratio = Math.sin(angular) / Math.cos((centre.lat * Math.PI) / 180);
  if (ratio >= 1) return null;
  // A hair wider than exact, so rounding never drops a point on the boundary.
  const dLng = (Math.asin(ratio) * 180) / Math.PI * 1.000001 + 1e-9;
  if (dLng >= 180) return null;
  const margin = 1e-9;
  for (let level = GEO_CELL_SIZES.length - 1; level >= 0; level--) {
    const size = GEO_CELL_SIZES[level];
    const rows = [rowOf(size, Math.max(-90, latMin - margin)), rowOf(size, Math.min(90, latMax + margin))];
    const first = Math.floor((centre.lng - dLng + 180) / size);
    const last = Math.floor((centre.lng + dLng + 180) / size);
    const count = (rows[1] - rows[0] + 1) * (last - first + 1);
    if (count > GEO_MAX_CELLS) continue;
    const columns = 360 / size;
    const cells = new Set<string>();
    for (let row = rows[0]; row <= rows[1]; row++) {
      for (let k = first; k <= last; k++) cells.add(cellName(level, row, ((k % columns) + columns) % columns));
    }
    return [...cells];
  }
  return null;
}

/** The great-circle distance in metres (haversine), as the query computes it. */
export function distanceM(a: GeoPoint, b: GeoPoint): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}
