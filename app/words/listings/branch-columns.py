# N queens: rows and columns. One queen to a row and to a column (n! boards), each board's
# diagonals checked when it is full.
# Run: python3 branch-columns.py 8   (prints each solution as its columns, from 1)
import sys

n = int(sys.argv[1]) if len(sys.argv) > 1 else 8
pos = [-1] * n         # pos[i]: the column of the queen in row i
used = [False] * n     # used[c]: column c is taken
count = 0


def no_diagonal_attack() -> bool:
    for i in range(n):
        for j in range(i + 1, n):
            if abs(pos[i] - pos[j]) == j - i:
                return False
    return True


def solve(row: int) -> None:  # @solve
    global count
    if row == n:  # @if-full
        if no_diagonal_attack():  # @check-diagonals
            count += 1  # @record
            print(' '.join(str(p + 1) for p in pos))
        return
    for col in range(n):  # @loop
        if used[col]:  # @if-column-used
            continue
        pos[row] = col  # @put
        used[col] = True
        solve(row + 1)  # @recurse
        used[col] = False  # @take


solve(0)
print(f'{count} solutions')
