/** Pagination as both REST and GraphQL report it, for every list. */
export interface PaginationJson {
  currentPage: number;
  totalPages: number;
  totalItems: number;
  itemsPerPage: number;
}

/** Any page of a list (`page`, `limit`, `totalItems`) as the `pagination` every list answers. */
export function toPagination({
  page,
  limit,
  totalItems,
}: {
  page: number;
  limit: number;
  totalItems: number;
}): PaginationJson {
  return {
    currentPage: page,
    totalPages: Math.ceil(totalItems / limit),
    totalItems,
    itemsPerPage: limit,
  };
}
