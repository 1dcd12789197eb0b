# N queens: backtracking without recursion; the array x is the stack.
# Run: python3 backtracking-iterative.py 8   (prints each solution as its columns, from 1)
import sys

n = int(sys.argv[1]) if len(sys.argv) > 1 else 8
x = [-1] * n   # x[i]: the column tried in row i (-1: none yet)
count = 0
row = 0  # @start
while row >= 0:  # @while
    x[row] += 1  # @next
    if x[row] == n:  # @exhausted
        x[row] = -1
        row -= 1
        continue
    if any(x[i] == x[row] or abs(x[i] - x[row]) == row - i for i in range(row)):  # @if-attacked
        continue
    placed = row + 1  # @put
    if placed == n:  # @record
        count += 1
        print(' '.join(str(c + 1) for c in x))
    else:
        row += 1  # @deeper
print(f'{count} solutions')
