// N queens: search over partial boards, a queue of partial boards, the oldest taken out first.
// A board is the list of its queens' columns, row by row.
// Build: g++ -O2 breadth-first.cpp -o search; run: ./search 8
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <vector>

int main(int argc, char **argv)
{
    const int n = argc > 1 ? std::atoi(argv[1]) : 8;
    long count = 0;
    std::deque<std::vector<int>> queue { {} }; // @start
    while (!queue.empty()) { // @while
        const std::vector<int> board = queue.front(); // @take
        queue.pop_front();
        const int row = int(board.size()); // @row
        for (int col = 0; col < n; ++col) { // @loop
            bool attacked = false;
            for (int r = 0; r < row; ++r) // @if-attacked
                attacked = attacked || board[r] == col || std::abs(board[r] - col) == row - r;
            if (attacked)
                continue;
            std::vector<int> newBoard = board; // @add
            newBoard.push_back(col);
            if (int(newBoard.size()) == n) { // @if-full
                ++count;
                for (int i = 0; i < n; ++i)
                    std::printf(i ? " %d" : "%d", newBoard[i] + 1);
                std::printf("\n");
            } else {
                queue.push_back(newBoard); // @store
            }
            newBoard.pop_back(); // @drop
        }
    }
    std::printf("%ld solutions\n", count);
}
