# N queens: backtracking with flag arrays.
# Run: python3 backtracking.py 8   (prints each solution as its columns, row by row, from 1)
import sys

n = int(sys.argv[1]) if len(sys.argv) > 1 else 8
pos = [0] * n                  # pos[r]: the column of the queen in row r
col = [False] * n              # col[c]: a queen in column c
dpos = [False] * (2 * n - 1)   # dpos[r + c]: a queen on that / diagonal
dneg = [False] * (2 * n - 1)   # dneg[r - c + n - 1]: a queen on that \ diagonal
count = 0


def record() -> None:
    """Record a solution: print the column of the queen in each row, from 1."""
    global count
    count += 1
    print(' '.join(str(p + 1) for p in pos))


def solve(r: int) -> None:  # @solve
    """Put a queen in row r, then in every row below it."""
    for c in range(n):  # @loop
        if col[c] or dpos[r + c] or dneg[r - c + n - 1]:  # @if-flagged
            continue
        pos[r] = c  # @put
        col[c] = dpos[r + c] = dneg[r - c + n - 1] = True
        if r == n - 1:  # @if-full
            record()
        else:
            solve(r + 1)  # @recurse
        col[c] = dpos[r + c] = dneg[r - c + n - 1] = False  # @take


solve(0)
print(f'{count} solutions')
