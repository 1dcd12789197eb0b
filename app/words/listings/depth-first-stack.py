# N queens: search over partial boards kept in a stack (newest board first).
# A board is the list of its queens' columns, row by row.
# Run: python3 depth-first-stack.py 8   (prints each solution as its columns, from 1)
import sys
from collections import deque

n = int(sys.argv[1]) if len(sys.argv) > 1 else 8
count = 0
stack = deque([[]])  # @start
while stack:  # @while
    board = stack.pop()  # @take
    row = len(board)  # @row
    for col in range(n):  # @loop
        if any(c == col or abs(c - col) == row - r for r, c in enumerate(board)):  # @if-attacked
            continue
        new_board = board + [col]  # @add
        if len(new_board) == n:  # @if-full
            count += 1
            print(' '.join(str(c + 1) for c in new_board))
        else:
            stack.append(new_board)  # @store
        del new_board  # @drop
print(f'{count} solutions')
