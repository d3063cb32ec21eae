/**
 * DataTable's row props for rows known by their id and marked when they are sample data: the row's
 * key, what its opening button does (`onOpen(id)`) and its sample mark.
 */
export const opensById = <Row extends { id: string; is_sample: boolean }>(onOpen: (id: string) => void) => ({
  rowKey: (row: Row) => row.id,
  onOpen: (row: Row) => onOpen(row.id),
  isSample: (row: Row) => row.is_sample,
});
