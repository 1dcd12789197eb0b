// N queens: backtracking without recursion; the array x is the stack.
// Build: g++ -O2 backtracking-iterative.cpp -o iterative; run: ./iterative 8
#include <cstdio>
#include <cstdlib>
#include <vector>

int main(int argc, char **argv)
{
    const int n = argc > 1 ? std::atoi(argv[1]) : 8;
    std::vector<int> x(n, -1); // x[i]: the column tried in row i (-1: none yet)
    long count = 0;
    int row = 0; // @start
    while (row >= 0) { // @while
        ++x[row]; // @next
        if (x[row] == n) { // @exhausted
            x[row] = -1;
            --row;
            continue;
        }
        bool attacked = false;
        for (int i = 0; i < row; ++i) // @if-attacked
            attacked = attacked || x[i] == x[row] || std::abs(x[i] - x[row]) == row - i;
        if (attacked)
            continue;
        const int placed = row + 1; // @put
        if (placed == n) { // @record
            ++count;
            for (int i = 0; i < n; ++i)
                std::printf(i ? " %d" : "%d", x[i] + 1);
            std::printf("\n");
        } else {
            ++row; // @deeper
        }
    }
    std::printf("%ld solutions\n", count);
}
