# N queens: bitmask backtracking. Bit c of a mask is column c (column 1 is bit 0).
# Run: python3 bitmask.py 8   (prints each solution as its columns, row by row, from 1)
import sys

n = int(sys.argv[1]) if len(sys.argv) > 1 else 8
full = (1 << n) - 1
pos = [-1] * n
count = 0


def solve(row: int, left: int, down: int, right: int) -> None:  # @solve
    global count
    if row == n:  # @if-full
        count += 1
        print(' '.join(str(c + 1) for c in pos))
        return
    free = ~(left | down | right) & full  # @free
    while free:  # @loop
        bit = free & -free  # @lowest
        free -= bit
        pos[row] = bit.bit_length() - 1  # @put
        solve(row + 1, (left | bit) >> 1, down | bit, (right | bit) << 1)  # @recurse
        pos[row] = -1  # @take


solve(0, 0, 0, 0)
print(f'{count} solutions')
