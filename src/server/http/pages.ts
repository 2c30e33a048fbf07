export const offsetOf = (page: number, pageSize: number) => (page - 1) * pageSize;
