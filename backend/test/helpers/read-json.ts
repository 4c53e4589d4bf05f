/** The fields the error tests look at in a JSON error body. */
export interface ErrorBody {
  code?: string;
  message?: string;
}

export async function readJson(res: Response): Promise<ErrorBody> {
  return (await res.json()) as ErrorBody;
}
