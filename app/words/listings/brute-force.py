# N queens: brute force. Every one of the n^n boards with a queen in each row, each checked.
# Run: python3 brute-force.py 6   (prints each solution as its columns, from 1)
import sys

n = int(sys.argv[1]) if len(sys.argv) > 1 else 6
pos = [-1] * n   # pos[i]: the column of the queen in row i
count = 0


def safe() -> bool:
    """True when no two queens attack each other."""
    for i in range(n):
        for j in range(i + 1, n):
            if pos[i] == pos[j] or abs(pos[i] - pos[j]) == j - i:
                return False
    return True


def record() -> None:
    global count
    count += 1
    print(' '.join(str(p + 1) for p in pos))


def solve(row: int) -> None:  # @solve
    for col in range(n):  # @loop
        pos[row] = col  # @put
        if row == n - 1:  # @if-full
            if safe():  # @check
                record()  # @record
        else:
            solve(row + 1)  # @recurse
        pos[row] = -1  # @take


solve(0)
print(f'{count} solutions')
