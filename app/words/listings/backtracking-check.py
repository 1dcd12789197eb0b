# N queens: backtracking that checks every queen already placed.
# Run: python3 backtracking-check.py 8   (prints each solution as its columns, from 1)
import sys

n = int(sys.argv[1]) if len(sys.argv) > 1 else 8
x = [-1] * n   # x[i]: the column of the queen in row i
count = 0


def record() -> None:
    global count
    count += 1
    print(' '.join(str(c + 1) for c in x))


def solve(row: int) -> None:  # @solve
    if row == n:  # @if-full
        record()
        return
    for col in range(n):  # @loop
        safe = True
        for i in range(row):  # @earlier-rows
            if x[i] == col or abs(x[i] - col) == row - i:  # @if-attacked
                safe = False
                break
        if not safe:
            continue
        x[row] = col  # @put
        solve(row + 1)  # @recurse
        x[row] = -1  # @take


solve(0)
print(f'{count} solutions')
