/** Column widths shared by the header and every row of the virtualized table. */
export const CALL_LOG_GRID = {
  display: 'grid',
  gridTemplateColumns:
    'minmax(150px,1.3fr) minmax(130px,1fr) minmax(130px,1fr) 120px 80px 100px 84px 60px 90px minmax(110px,0.8fr)',
  alignItems: 'center',
  columnGap: 8,
} as const;

export const CALL_LOG_COLUMNS = [
  'startTime',
  'from',
  'to',
  'state',
  'duration',
  'cost',
  'recorded',
  'video',
  'kind',
  'actions',
] as const;

export const ROW_HEIGHT = 44;
