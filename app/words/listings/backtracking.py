# N queens: backtracking with flag arrays.
# Run: python3 backtracking.py 8   (prints each solution as its columns, row by row, from 1)
import sys

n = int(sys.argv[1]) if len(sys.argv) > 1 else 8
pos = [0] * n                    # pos[i]: the column of the queen in row i
flag_a = [False] * n             # flag_a[j]: a queen in column j
flag_b = [False] * (2 * n - 1)   # flag_b[i + j]: a queen on that / diagonal
flag_c = [False] * (2 * n - 1)   # flag_c[i - j + n - 1]: a queen on that \ diagonal
count = 0


def put() -> None:
    """Print the board: the column of the queen in each row, from 1."""
    global count
    count += 1
    print(' '.join(str(p + 1) for p in pos))


def set(i: int) -> None:  # @solve
    """Put a queen in row i, then in every row below it."""
    for j in range(n):  # @loop
        if flag_a[j] or flag_b[i + j] or flag_c[i - j + n - 1]:  # @if-flagged
            continue
        pos[i] = j  # @put
        flag_a[j] = flag_b[i + j] = flag_c[i - j + n - 1] = True
        if i == n - 1:  # @if-full
            put()
        else:
            set(i + 1)  # @recurse
        flag_a[j] = flag_b[i + j] = flag_c[i - j + n - 1] = False  # @take


set(0)
print(f'{count} solutions')
